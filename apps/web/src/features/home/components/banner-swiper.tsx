import { TIMING } from '@halcyon/api';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const BANNERS = [
  { id: 'trade', title: 'home.banner1Title', text: 'home.banner1Text' },
  { id: 'deposit', title: 'home.banner2Title', text: 'home.banner2Text' },
  { id: 'safety', title: 'home.banner3Title', text: 'home.banner3Text' },
] as const;

/**
 * Three banners, autoplaying every 5000 ms. antd-mobile's Swiper animates with a spring that settles
 * in about the spec's 500 ms; it has no duration setting to pin it exactly.
 */
export function BannerSwiper() {
  const { t } = useTranslation();
  return (
    <section className="hc-banners" aria-label={t('home.bannerList')}>
      <Swiper autoplay autoplayInterval={TIMING.swiperIntervalMs} loop>
        {BANNERS.map((banner) => (
          <Swiper.Item key={banner.id}>
            <div className={`hc-banner hc-banner-${banner.id}`}>
              <h2>{t(banner.title)}</h2>
              <p>{t(banner.text)}</p>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
