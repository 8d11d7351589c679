import { GAME_SORTS, type GameSort } from '@wl/contract/lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The lobby's order: the site's (recommended), popular or new. A native select: keyboard and screen readers know it. */
export function SortSelect({ value, onChange }: { value: GameSort; onChange: (sort: GameSort) => void }) {
  const { t } = useTranslation('pages');
  const id = useId();
  return (
    <div className="lobby-sort">
      <label htmlFor={id}>{t('games.lobby.sort')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as GameSort)}>
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`games.lobby.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
