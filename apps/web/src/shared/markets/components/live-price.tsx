import './market-ui.css';
import { formatDecimal } from '../decimal.ts';
import { flashClass, usePriceFlash } from '../price-flash.ts';

/** A price that flashes green when it moves up and red when it moves down. */
export function LivePrice({
  price,
  precision,
  className = '',
}: {
  price: string | undefined;
  precision?: number;
  className?: string;
}) {
  const flash = usePriceFlash(price);
  const direction = flash.direction ?? 'none';
  return (
    <span className={`hc-live-price ${flashClass(flash)} ${className}`.trim()} data-move={direction}>
      {formatDecimal(price, precision)}
    </span>
  );
}
