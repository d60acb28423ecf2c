import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BannerSwiper } from '../components/banner-swiper.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import '../home.css';

/** Entry page: banners, notice and quick actions; the market tables come with the markets issue. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="hc-home">
      <BannerSwiper />
      <div className="hc-notice" role="note" aria-label={t('home.noticeLabel')}>
        <NoticeBar content={t('home.notice')} color="info" />
      </div>
      <QuickActions />
      <section className="hc-section hc-home-markets">
        <p>{t('home.marketsSoon')}</p>
      </section>
    </div>
  );
}
