import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debounce } from '@/shared/lib/debounce';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The name search of a lobby. Typing is reported once it pauses; a value that changes from
 * outside (back button, "show all games") replaces what the field shows.
 */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value);
  // The parent's callback changes with every navigation; a pending report must survive that
  // (a provider click just before typing), so the debounce calls whichever callback is current.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);
  const report = useMemo(
    () =>
      debounce((next: string) => {
        reported.current = next;
        latestOnSearch.current(next);
      }, SEARCH_DEBOUNCE_MS),
    [],
  );

  useEffect(() => () => report.cancel(), [report]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    report.cancel();
    setText(value);
  }, [value, report]);

  return (
    <search className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.lobby.search')}
      </label>
      <input
        id={id}
        type="search"
        className="game-search-input"
        value={text}
        maxLength={64}
        placeholder={t('games.lobby.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          report(event.target.value.trim());
        }}
      />
    </search>
  );
}
