import { TIMING } from '@halcyon/api';
import { Swiper } from 'antd-mobile';
import { BANNERS, BannerCard } from './banner-card.tsx';

/**
 * Three banners, autoplaying every 5000 ms. antd-mobile's Swiper animates with a spring that settles
 * in about the spec's 500 ms; it has no duration setting to pin it exactly.
 */
export default function BannerCarousel() {
  return (
    <Swiper autoplay autoplayInterval={TIMING.swiperIntervalMs} loop>
      {BANNERS.map((banner) => (
        <Swiper.Item key={banner.id}>
          <BannerCard banner={banner} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
