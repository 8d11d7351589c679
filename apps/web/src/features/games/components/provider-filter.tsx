import { type Provider, providerLogoPath } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';

const LOGO_SIZE = 24;

/** The lobby's providers as chips, each with its logo and game count; "All" clears the filter. */
export function ProviderFilter({
  providers,
  selected,
  onSelect,
}: {
  providers: readonly Provider[];
  selected: string;
  onSelect: (providerCode: string) => void;
}) {
  const { t } = useTranslation('pages');
  const total = providers.reduce((sum, provider) => sum + provider.game_total, 0);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div className="provider-filter" role="group" aria-label={t('games.lobby.providers')}>
      <button
        type="button"
        className="provider-chip"
        aria-pressed={!selected}
        aria-label={t('games.lobby.providerChip', { name: t('games.lobby.allProviders'), count: total })}
        onClick={() => onSelect('')}
      >
        <span className="provider-chip-name">{t('games.lobby.allProviders')}</span>
        <span className="provider-chip-count">{total}</span>
      </button>
      {providers.map((provider) => (
        <button
          key={provider.provider_code}
          type="button"
          className="provider-chip"
          aria-pressed={selected === provider.provider_code}
          aria-label={t('games.lobby.providerChip', { name: provider.provider_name, count: provider.game_total })}
          onClick={() => onSelect(provider.provider_code)}
        >
          <img className="provider-logo" src={providerLogoPath(provider.logo_code)} alt="" width={LOGO_SIZE} height={LOGO_SIZE} />
          <span className="provider-chip-name">{provider.provider_name}</span>
          <span className="provider-chip-count">{provider.game_total}</span>
        </button>
      ))}
    </div>
  );
}
