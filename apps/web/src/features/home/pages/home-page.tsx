import { useTranslation } from 'react-i18next';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import { BannerSwiper } from '../components/banner-swiper.tsx';
import { HomeMarkets } from '../components/home-markets.tsx';
import { MarketMovers } from '../components/market-movers.tsx';
import { NoticeTicker } from '../components/notice-ticker.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import '../home.css';

/** Entry page: banners, notice, quick actions, then live markets and the day's movers. */
export default function HomePage() {
  const { t } = useTranslation();
  useChannel('tickers');
  return (
    <div className="hc-home">
      <BannerSwiper />
      <div className="hc-notice" role="note" aria-label={t('home.noticeLabel')}>
        <NoticeTicker text={t('home.notice')} />
      </div>
      <QuickActions />
      <HomeMarkets />
      <MarketMovers />
    </div>
  );
}
