import { TIMING } from '@halcyon/api';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ConfiguredBanner } from '@/shared/api/app-config-values.ts';
import { usePrefersReducedMotion } from '@/shared/ui/use-reduced-motion.ts';
import { BANNERS, BannerCard } from './banner-card.tsx';
import { ConfiguredBannerCard } from './configured-banner.tsx';

/**
 * Three banners, autoplaying every 5000 ms. antd-mobile's Swiper animates with a spring that settles
 * in about the spec's 500 ms; it has no duration setting to pin it exactly. A person who asked for less
 * motion swipes them: nothing advances on its own (WCAG 2.2.2, motion they did not start).
 */
export default function BannerCarousel({ configured }: { configured: readonly ConfiguredBanner[] }) {
  const { t } = useTranslation();
  const lessMotion = usePrefersReducedMotion();
  const slides =
    configured.length > 0
      ? configured.map((banner, index) => (
          <Swiper.Item key={banner.slot}>
            <ConfiguredBannerCard banner={banner} label={t('home.bannerImage', { n: index + 1 })} />
          </Swiper.Item>
        ))
      : BANNERS.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerCard banner={banner} />
          </Swiper.Item>
        ));
  // A new set of slides (an operator's change) starts a fresh carousel rather than keep a stale index.
  return (
    <Swiper
      key={configured.map((banner) => banner.image).join('|')}
      autoplay={slides.length > 1 && !lessMotion}
      autoplayInterval={TIMING.swiperIntervalMs}
      loop={slides.length > 1}
    >
      {slides}
    </Swiper>
  );
}
