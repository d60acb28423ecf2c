import { matchRoutes, Navigate, type RouteObject, useLocation } from 'react-router';
import { PATHS } from '@/shared/navigation/paths.ts';
import { AsyncPage, type LazyPage, lazyPage } from './async-page.tsx';
import type { RouteMeta } from './route-meta.ts';

const HomePage = lazyPage(() => import('@/features/home/pages/home-page.tsx'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page.tsx'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page.tsx'));
const LanguagePage = lazyPage(() => import('@/features/settings/pages/language-page.tsx'));
const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page.tsx'));
const AboutUsPage = lazyPage(() => import('@/features/profile/pages/about-us-page.tsx'));
const SecurityPage = lazyPage(() => import('@/features/profile/pages/security-page.tsx'));
const CustomerServicePage = lazyPage(() => import('@/features/support/pages/customer-service-page.tsx'));
const RealnameAuthPage = lazyPage(() => import('@/features/kyc/pages/realname-auth-page.tsx'));
const MarketPage = lazyPage(() => import('@/features/markets/pages/market-page.tsx'));
const PairDetailPage = lazyPage(() => import('@/features/markets/pages/pair-detail-page.tsx'));
const SpotTradePage = lazyPage(() => import('@/features/trade/pages/trade-page.tsx'));
const SwapPage = lazyPage(() => import('@/features/swap/pages/swap-page.tsx'));
const ContractPage = lazyPage(() => import('@/features/second-contract/pages/contract-page.tsx'));
const AssetsPage = lazyPage(() => import('@/features/assets/pages/assets-page.tsx'));
const FinancePage = lazyPage(() => import('@/features/finance/pages/finance-page.tsx'));
const RechargePage = lazyPage(() => import('@/features/finance/pages/recharge-page.tsx'));
const RechargeOrderPage = lazyPage(() => import('@/features/finance/pages/recharge-order-page.tsx'));
const RechargeHelpPage = lazyPage(() => import('@/features/finance/pages/recharge-help-page.tsx'));
const RechargeHistoryPage = lazyPage(() => import('@/features/finance/pages/recharge-history-page.tsx'));
const WithdrawalPage = lazyPage(() => import('@/features/finance/pages/withdrawal-page.tsx'));
const WithdrawalOrderPage = lazyPage(() => import('@/features/finance/pages/withdrawal-order-page.tsx'));
const WithdrawalHistoryPage = lazyPage(() => import('@/features/finance/pages/withdrawal-history-page.tsx'));
const WithdrawalPasswordPage = lazyPage(
  () => import('@/features/finance/pages/withdrawal-password-page.tsx'),
);
/** Routes whose features come with later issues: a real page that says so, not a broken screen. */
const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page.tsx'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'));

/** The lazily loaded page a route shows, which may depend on its query string. */
type PageChoice = (search: URLSearchParams) => LazyPage;

/**
 * The spec's trade route holds two features: spot trading, and the swap panel for `?type=swap`. Features
 * never import each other, so the app layer picks one, here rather than in a chunk of its own: the page's
 * code is then asked for at start (preloadPage), not after a chooser's chunk has loaded and rendered.
 */
const tradeOrSwap: PageChoice = (search) => (search.get('type') === 'swap' ? SwapPage : SpotTradePage);

/**
 * Keyed by the page shown: navigations are transitions, which would keep the other page (with its own
 * trade-type chooser) on screen until this one has loaded; a new boundary shows the loading view instead.
 */
function TradeOrSwapPage() {
  const { search } = useLocation();
  const page = tradeOrSwap(new URLSearchParams(search));
  return <AsyncPage key={page === SwapPage ? 'swap' : 'spot'} page={page} />;
}

const pagesByPath = new Map<string, PageChoice>();

function page(path: string, lazy: LazyPage, handle: RouteMeta = {}): RouteObject {
  pagesByPath.set(path, () => lazy);
  return { path, element: <AsyncPage page={lazy} />, handle };
}

const soon = (path: string, handle: RouteMeta) => page(path, ComingSoonPage, handle);

export const pageRoutes: RouteObject[] = [
  page(PATHS.home, HomePage, { tab: 'home', profileShortcut: true }),
  page(PATHS.homeAlias, HomePage, { tab: 'home', profileShortcut: true }),
  page(PATHS.login, LoginPage, { titleKey: 'login', plainHeader: true }),
  page(PATHS.forgotPassword, ForgotPasswordPage, { titleKey: 'forgotPassword' }),
  page(PATHS.register, RegisterPage, { titleKey: 'register', plainHeader: true }),
  page(PATHS.language, LanguagePage, { titleKey: 'language', plainHeader: true }),
  page(PATHS.profile, ProfilePage, { titleKey: 'profile', requiresAuth: true }),
  page(PATHS.aboutUs, AboutUsPage, { titleKey: 'aboutUs' }),
  page(PATHS.security, SecurityPage, { titleKey: 'security', requiresAuth: true }),
  page(PATHS.market, MarketPage, { titleKey: 'market', tab: 'market' }),
  page(PATHS.marketDetail, PairDetailPage, { titleKey: 'marketDetail' }),
  {
    path: PATHS.trade,
    element: <TradeOrSwapPage />,
    handle: { titleKey: 'trade', titleKeyByType: { swap: 'swap' }, tab: 'swap' } satisfies RouteMeta,
  },
  page(PATHS.contract, ContractPage, { titleKey: 'contract' }),
  page(PATHS.customerService, CustomerServicePage, { titleKey: 'customerService', tab: 'service' }),
  page(PATHS.finance, FinancePage, { titleKey: 'finance', tab: 'finance', requiresAuth: true }),
  page(PATHS.recharge, RechargePage, { titleKey: 'recharge' }),
  page(PATHS.rechargeOrder, RechargeOrderPage, { titleKey: 'rechargeOrder' }),
  page(PATHS.rechargeHelp, RechargeHelpPage, { titleKey: 'rechargeHelp' }),
  page(PATHS.rechargeHistory, RechargeHistoryPage, { titleKey: 'rechargeHistory' }),
  page(PATHS.withdrawal, WithdrawalPage, { titleKey: 'withdrawal' }),
  page(PATHS.withdrawalOrder, WithdrawalOrderPage, { titleKey: 'withdrawalOrder' }),
  page(PATHS.withdrawalHistory, WithdrawalHistoryPage, { titleKey: 'withdrawalHistory' }),
  page(PATHS.assets, AssetsPage, { titleKey: 'assets', tab: 'assets', requiresAuth: true }),
  page(PATHS.withdrawalPassword, WithdrawalPasswordPage, { titleKey: 'withdrawalPassword' }),
  page(PATHS.realnameAuth, RealnameAuthPage, { titleKey: 'realnameAuth', requiresAuth: true }),
  soon(PATHS.i18nExample, {}),
  soon(PATHS.tradingPairTest, {}),
  soon(PATHS.realnameAuthTest, {}),
  // The spec's leftover default page: send anyone who lands there to the real entry page.
  { path: PATHS.index, element: <Navigate to={PATHS.home} replace /> },
  page('*', NotFoundPage, { titleKey: 'notFound' }),
];

pagesByPath.set(PATHS.trade, tradeOrSwap);

/** Starts fetching the code of the page at `pathname` with `search` (see preload-entry-page.ts). */
export function preloadPage(pathname: string, search = ''): void {
  const path = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.path;
  if (path !== undefined) pagesByPath.get(path)?.(new URLSearchParams(search)).preload();
}
