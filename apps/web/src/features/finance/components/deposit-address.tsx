import { Button } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../copy-text.ts';

/**
 * The QR code as an SVG data URL: no canvas, no inline script or style, so the page's CSP
 * (img-src 'self' data: blob:) lets it through and it renders the same in tests.
 */
function useQrDataUrl(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setUrl(null);
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The address below stays readable and copyable; a missing picture is no reason to fail.
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/** Where to send the coins: the QR code, the address with a copy button and the network warning. */
export function DepositAddress({ address, network }: { address: string; network: string }) {
  const { t } = useTranslation();
  const qr = useQrDataUrl(address);
  return (
    <section className="hc-fin-card hc-fin-address" aria-labelledby="hc-deposit-address">
      <h2 id="hc-deposit-address" className="hc-fin-card-title">
        {t('finance.recharge.address')}
      </h2>
      <div className="hc-fin-qr">
        {qr ? <img src={qr} alt={t('finance.recharge.qrLabel')} width={168} height={168} /> : null}
      </div>
      <div className="hc-fin-copy-row">
        <code className="hc-fin-address-text" data-testid="deposit-address">
          {address}
        </code>
        <Button size="small" color="primary" fill="outline" onClick={() => void copyText(address)}>
          {t('finance.recharge.copy')}
        </Button>
      </div>
      <p className="hc-fin-warning">{t('finance.recharge.networkWarning', { network })}</p>
    </section>
  );
}
