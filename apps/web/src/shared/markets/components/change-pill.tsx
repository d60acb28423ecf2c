import './market-ui.css';
import { formatPercent, signOf } from '../decimal.ts';

/** Change in percent on a green (up), red (down) or grey (flat) pill. */
export function ChangePill({ percent, solid = true }: { percent: string | undefined; solid?: boolean }) {
  const sign = percent === undefined ? 0 : signOf(percent);
  const tone = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  return (
    <span className={`hc-change ${solid ? 'hc-change-solid' : ''} hc-change-${tone}`}>
      {formatPercent(percent)}
    </span>
  );
}
