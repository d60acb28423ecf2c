import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredBanners, useAppConfigValues } from '@/shared/api/app-config-values.ts';
import { BANNERS, BannerCard } from './banner-card.tsx';
import { ConfiguredBannerCard } from './configured-banner.tsx';

// The carousel (Swiper, with its spring and gesture libraries) is not needed to paint home: the first
// banner shows at once in the same place and size, and the carousel takes over when it has loaded.
const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

/** The operators' banners (console: configuration) when any has an image, else the built-in three. */
export function BannerSwiper() {
  const { t } = useTranslation();
  const configured = configuredBanners(useAppConfigValues().data);
  const first = configured[0];
  return (
    <section className="hc-banners" aria-label={t('home.bannerList')}>
      <Suspense
        fallback={
          first ? (
            <ConfiguredBannerCard banner={first} label={t('home.bannerImage', { n: 1 })} />
          ) : (
            <BannerCard banner={BANNERS[0]} />
          )
        }
      >
        <BannerCarousel configured={configured} />
      </Suspense>
    </section>
  );
}
