import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNERS, BannerCard } from './banner-card.tsx';

// The carousel (Swiper, with its spring and gesture libraries) is not needed to paint home: the first
// banner shows at once in the same place and size, and the carousel takes over when it has loaded.
const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

export function BannerSwiper() {
  const { t } = useTranslation();
  return (
    <section className="hc-banners" aria-label={t('home.bannerList')}>
      <Suspense fallback={<BannerCard banner={BANNERS[0]} />}>
        <BannerCarousel />
      </Suspense>
    </section>
  );
}
