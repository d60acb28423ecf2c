import type { ReactNode } from 'react';

/**
 * A row of tabs (role tablist): one button per tab, the selected one aria-selected and given
 * `${tabClassName}-active` besides `tabClassName`. With `selected` null no tab is selected.
 */
export function TabBar<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className,
  tabClassName,
}: {
  tabs: readonly { id: T; label: ReactNode }[];
  selected: T | null;
  onSelect: (id: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  className: string;
  tabClassName: string;
}) {
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          className={tab.id === selected ? `${tabClassName} ${tabClassName}-active` : tabClassName}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
