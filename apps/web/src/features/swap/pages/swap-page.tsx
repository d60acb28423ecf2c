import { TradeTypeChooser } from '@/shared/ui/trade-type-chooser.tsx';
import { SwapPanel } from '../components/swap-panel.tsx';

/** Swap (convert): the trade page's `?type=swap`, and where the tab bar's Swap leads. */
export default function SwapPage() {
  return (
    <div className="hc-swap-page">
      <TradeTypeChooser active="swap" />
      <SwapPanel />
    </div>
  );
}
