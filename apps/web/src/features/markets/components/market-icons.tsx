/** Icons of the market screens, drawn in currentColor and hidden from assistive tech. */
export function StarIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}

export function SortIcon({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg
      width={8}
      height={12}
      viewBox="0 0 8 12"
      aria-hidden="true"
      focusable="false"
      className="hc-sort-icon"
    >
      <path d="M4 0 8 4.5H0Z" className={order === 'asc' ? 'hc-sort-on' : 'hc-sort-off'} />
      <path d="M4 12 0 7.5h8Z" className={order === 'desc' ? 'hc-sort-on' : 'hc-sort-off'} />
    </svg>
  );
}
