import { Alert, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/**
 * The payment proof at 1 to 4 times its fitted size (spec: image preview zoom 1 to 4), in a scrolling
 * frame so a zoomed corner can be read. Served by the console's own authenticated file route; no `url` for
 * a role that does not see receipts (the server withholds it), which is said instead of a broken image.
 */
export function ProofViewer({ url, orderNo }: { url: string | null; orderNo: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<number>(1);
  if (url === null) {
    return (
      <div>
        <Typography.Text strong>{t('finance.proof.title')}</Typography.Text>
        <Alert type="info" showIcon title={t('finance.proof.notShown')} />
      </div>
    );
  }
  return (
    <div>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('finance.proof.title')}</Typography.Text>
        <Segmented
          aria-label={t('finance.proof.zoom')}
          size="small"
          value={zoom}
          onChange={(value) => setZoom(Number(value))}
          options={ZOOM_LEVELS.map((level) => ({
            value: level,
            label: t('finance.proof.zoomLevel', { level }),
          }))}
        />
      </Flex>
      <div className="hc-proof-frame" data-testid="proof-frame">
        <img
          src={url}
          alt={t('finance.proof.alt', { orderNo })}
          className="hc-proof-image"
          style={{ width: `${zoom * 100}%` }}
        />
      </div>
    </div>
  );
}
