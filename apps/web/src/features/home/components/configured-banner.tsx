import type { ConfiguredBanner } from '@/shared/api/app-config-values.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';

/**
 * An operator's banner: its uploaded image, opening its link (a page of the app, or another site in a new
 * tab). Without a link it is only a picture.
 */
export function ConfiguredBannerCard({ banner, label }: { banner: ConfiguredBanner; label: string }) {
  const image = <img className="hc-banner-image" src={banner.image} alt={label} />;
  if (banner.link.startsWith('/')) {
    return (
      <button
        type="button"
        className="hc-banner hc-banner-configured"
        onClick={() => navigateTo(banner.link)}
      >
        {image}
      </button>
    );
  }
  if (banner.link) {
    return (
      <a
        className="hc-banner hc-banner-configured"
        href={banner.link}
        target="_blank"
        rel="noopener noreferrer"
      >
        {image}
      </a>
    );
  }
  return <div className="hc-banner hc-banner-configured">{image}</div>;
}
