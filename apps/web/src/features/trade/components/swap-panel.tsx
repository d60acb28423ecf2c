/** Swap (convert) panel: rendered by the trade page for `?type=swap`. A first placeholder; built out next. */
export function SwapPanel() {
  return <div className="swap-panel" />;
}
