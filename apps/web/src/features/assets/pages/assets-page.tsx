import { Button, PullToRefresh, SpinLoading } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { useRefreshTexts } from '@/shared/ui/use-refresh-texts.ts';
import { useAssets } from '../api.ts';
import { useBalanceVisibility } from '../balance-visibility.ts';
import { AssetHistory } from '../components/asset-history.tsx';
import { AssetRow } from '../components/asset-row.tsx';
import { AssetSummary } from '../components/asset-summary.tsx';
import '../assets.css';

/**
 * Assets (login only, spec section 2): total value in USDT, the eye toggle, refresh, deposit, withdraw and
 * convert, every currency held, and each currency's history. Balances come from accountKeys.assets, which
 * the realtime `user` channel invalidates on every change, so the page follows trades and swaps live.
 */
export default function AssetsPage() {
  const { t } = useTranslation();
  const assets = useAssets();
  const reloadVisibility = useBalanceVisibility((state) => state.reload);
  const [selected, setSelected] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => reloadVisibility(), [reloadVisibility]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const result = await assets.refetch();
      if (result.isError) showErrorToast(t('assets.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  let body: ReactNode;
  if (assets.isPending) {
    body = (
      <div className="hc-assets-state" role="status">
        <SpinLoading color="primary" />
      </div>
    );
  } else if (assets.isError && !assets.data) {
    body = (
      <div className="hc-assets-state">
        <p>{t('assets.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void refresh()}>
          {t('assets.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <section className="hc-assets-list-wrap" aria-labelledby="hc-assets-list-title">
        <h2 id="hc-assets-list-title" className="hc-list-title">
          {t('assets.listTitle')}
        </h2>
        <ul className="hc-assets-list">
          {assets.data.assets.map((asset) => (
            <AssetRow
              key={asset.currency}
              asset={asset}
              selected={asset.currency === selected}
              onSelect={(currency) => setSelected(currency === selected ? null : currency)}
            />
          ))}
        </ul>
        {selected ? (
          <AssetHistory key={selected} currency={selected} onClose={() => setSelected(null)} />
        ) : null}
      </section>
    );
  }

  return (
    <div className="hc-assets">
      <PullToRefresh onRefresh={refresh} threshold={45} {...useRefreshTexts()}>
        <AssetSummary
          totalUsdtValue={assets.data?.totalUsdtValue ?? null}
          refreshing={refreshing}
          onRefresh={() => void refresh()}
        />
        {body}
      </PullToRefresh>
    </div>
  );
}
