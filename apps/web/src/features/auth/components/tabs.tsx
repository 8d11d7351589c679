import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** the accessible name of the tab list */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** the selected tab's panel */
  children: ReactNode;
  className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * ARIA tabs (WAI-ARIA APG): one tab stop, arrow keys and Home/End move between tabs and select
 * them at once, and the panel of the selected tab is the only one rendered.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, children, className = '' }: TabsProps<K>) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement | null>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      items[
        move(
          items.findIndex((item) => item.key === selected),
          items.length,
        )
      ];
    if (!next) return;
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  };

  return (
    <div className={`auth-tabs ${className}`.trim()}>
      <div role="tablist" aria-label={label} className="auth-tab-list">
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current.set(item.key, element);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="auth-tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="auth-tab-panel">
        {children}
      </div>
    </div>
  );
}
