import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the page as an SVG data URL (the secret or link never leaves the browser; no canvas
 * and no inline style, so the CSP's img-src 'self' data: lets it through and it renders in tests).
 */
export function QrImage({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The text beside it stays readable and copyable.
      });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img className="hc-qr" src={src} alt={label} width={size} height={size} /> : null;
}
