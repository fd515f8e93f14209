import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/**
 * Tabs (WAI-ARIA): a tablist whose selected tab is the one in the tab order; arrow keys, Home and End
 * move between tabs and select them.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const next = tabs[to];
    if (!next) return;
    e.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="mb-tabs">
      <div role="tablist" aria-label={label} className="mb-tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="mb-tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="mb-panel">
        {children}
      </div>
    </div>
  );
}
