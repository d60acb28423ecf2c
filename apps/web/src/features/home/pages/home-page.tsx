import { CONFIG_CHANNEL } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { localizedValue, useAppConfigValues } from '@/shared/api/app-config-values.ts';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { BannerSwiper } from '../components/banner-swiper.tsx';
import { HomeMarkets } from '../components/home-markets.tsx';
import { MarketMovers } from '../components/market-movers.tsx';
import { NoticeTicker } from '../components/notice-ticker.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import '../home.css';

/** Entry page: banners, notice, quick actions, then live markets and the day's movers. */
export default function HomePage() {
  const { t } = useTranslation();
  // `config`: an operator's new banners or notice show without a reload.
  useChannels(['tickers', CONFIG_CHANNEL]);
  const notice = localizedValue(useAppConfigValues().data, 'notice', currentLocale()) ?? t('home.notice');
  return (
    <div className="hc-home">
      <BannerSwiper />
      <div className="hc-notice" role="note" aria-label={t('home.noticeLabel')}>
        <NoticeTicker text={notice} />
      </div>
      <QuickActions />
      <HomeMarkets />
      <MarketMovers />
    </div>
  );
}
