import { useTranslation } from 'react-i18next';

/** A mini game section whose data did not load, with a retry; `card` when it stands alone on the page. */
export function LoadError({ onRetry, card = false }: { onRetry: () => void; card?: boolean }) {
  const { t } = useTranslation(['pages', 'ui']);
  return (
    <div role="alert" className={card ? 'card minigame-inline-error' : 'minigame-inline-error'}>
      <p>{t('minigame.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('ui:tryAgain')}
      </button>
    </div>
  );
}
