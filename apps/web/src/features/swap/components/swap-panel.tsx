import type { SwapOrder } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { SwapHistory } from '../swap-history.tsx';
import { useSwapConvert } from '../use-swap-convert.ts';
import { useSwapForm } from '../use-swap-form.ts';
import { SwapChoice } from './swap-fields.tsx';
import { SwapStatus } from './swap-status.tsx';
import '../swap-panel.css';

function SwapSuccess({ order, onAgain }: { order: SwapOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="hc-swap-success" role="status" aria-label={t('swap.successTitle')}>
      <h3>{t('swap.successTitle')}</h3>
      <p>
        {t('swap.successText', {
          fromAmount: formatMoney(order.fromAmount, order.from),
          from: order.from,
          toAmount: formatMoney(order.toAmount, order.to),
          to: order.to,
        })}
      </p>
      <Button color="primary" onClick={onAgain}>
        {t('swap.again')}
      </Button>
    </section>
  );
}

/** Convert for the logged-in; a way to log in and come back otherwise. */
function ConvertAction({
  isLogin,
  enabled,
  pending,
  onConvert,
}: {
  isLogin: boolean;
  enabled: boolean;
  pending: boolean;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  if (isLogin) {
    return (
      <Button block color="primary" disabled={!enabled} loading={pending} onClick={onConvert}>
        {t('swap.convert')}
      </Button>
    );
  }
  return (
    <div className="hc-swap-login">
      <span>{t('swap.loginToConvert')}</span>
      <Button
        size="small"
        color="primary"
        onClick={() => navigateTo(PATHS.login, { redirect: `${PATHS.trade}?type=swap` })}
      >
        {t('swap.logIn')}
      </Button>
    </div>
  );
}

/** Convert is on: logged in, a live quote not being refetched, enough balance, no problem, nothing in doubt. */
function canConvert(
  isLogin: boolean,
  form: ReturnType<typeof useSwapForm>,
  conversion: ReturnType<typeof useSwapConvert>,
): boolean {
  return (
    isLogin &&
    form.quote !== null &&
    !form.query.isFetching &&
    !form.insufficient &&
    !conversion.isPending &&
    form.problem === null &&
    conversion.unsure === null
  );
}

/**
 * Swap (convert), the swap page's panel: pick two currencies and an amount, see a live quote
 * (refetched as it expires), confirm exactly what is paid and received, and execute it once (Idempotency-Key).
 */
export function SwapPanel() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const form = useSwapForm(isLogin);
  const [done, setDone] = useState<SwapOrder | null>(null);
  const conversion = useSwapConvert({ form, onDone: setDone });

  if (done) {
    return (
      <div className="hc-swap">
        <SwapSuccess order={done} onAgain={() => setDone(null)} />
        <SwapHistory />
      </div>
    );
  }
  return (
    <div className="hc-swap">
      <section className="hc-swap-form" aria-label={t('tradeTypes.swap')}>
        <SwapChoice form={form} />
        <SwapStatus isLogin={isLogin} form={form} conversion={conversion} />
        <ConvertAction
          isLogin={isLogin}
          enabled={canConvert(isLogin, form, conversion)}
          pending={conversion.isPending}
          onConvert={() => void conversion.convert()}
        />
      </section>
      {isLogin ? <SwapHistory /> : null}
    </div>
  );
}
