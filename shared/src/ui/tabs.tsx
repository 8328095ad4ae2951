import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from '@portal/shared/router';
import styles from './tabs.module.css';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation). */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface TabsProps<Id extends string> {
  /** What the tabs switch between, for screen readers (e.g. 'Admin sections'). */
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  /** Called on a click (also on the selected tab) and when a key moves to another tab. */
  onSelect: (id: Id) => void;
  /** The selected tab's panel; only that one is rendered. */
  children: ReactNode;
}

/**
 * A tab list and the selected tab's panel (WAI-ARIA tabs pattern): only the selected tab is in
 * the Tab order, the arrow keys, Home and End select and focus another one.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  const idPrefix = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = KEY_STEPS[event.key];
    const next = step && tabs[step(index, tabs.length)];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tabsTab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        className={styles.tabsPanel}
      >
        {children}
      </section>
    </>
  );
}

/**
 * The selected tab kept in the address (`?tab=users`), so a reload or a shared link opens it; an
 * unknown value opens the first tab. Selecting a tab drops the rest of the query (the previous
 * tab's filters) for the `filters` it opens with, if any, and the first tab leaves the address bare.
 */
export function useTabInUrl<Id extends string>(
  tabs: readonly [Tab<Id>, ...Tab<Id>[]],
  param = 'tab',
): [Id, (id: Id, filters?: Record<string, string>) => void] {
  const [query, setQuery] = useSearchParams();
  const first = tabs[0].id;
  const selected = tabs.find((tab) => tab.id === query.get(param))?.id ?? first;
  const select = (id: Id, filters: Record<string, string> = {}) =>
    setQuery(id === first ? {} : { [param]: id, ...filters });
  return [selected, select];
}
