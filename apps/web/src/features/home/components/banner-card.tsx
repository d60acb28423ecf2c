import { useTranslation } from 'react-i18next';

export const BANNERS = [
  { id: 'trade', title: 'home.banner1Title', text: 'home.banner1Text' },
  { id: 'deposit', title: 'home.banner2Title', text: 'home.banner2Text' },
  { id: 'safety', title: 'home.banner3Title', text: 'home.banner3Text' },
] as const;

export type Banner = (typeof BANNERS)[number];

export function BannerCard({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  return (
    <div className={`hc-banner hc-banner-${banner.id}`}>
      <h2>{t(banner.title)}</h2>
      <p>{t(banner.text)}</p>
    </div>
  );
}
