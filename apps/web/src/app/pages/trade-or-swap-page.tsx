import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { AsyncPage, lazyPage } from '../async-page.tsx';

const TradePage = lazyPage(() => import('@/features/trade/pages/trade-page.tsx'));
const SwapPage = lazyPage(() => import('@/features/swap/pages/swap-page.tsx'));

/**
 * The spec's trade route holds two features: spot trading, and the swap panel for `?type=swap`. Features
 * never import each other, so the app layer picks one (each still loads on first use only).
 */
export default function TradeOrSwapPage() {
  const params = usePageParams();
  return <AsyncPage page={params.type === 'swap' ? SwapPage : TradePage} />;
}
