import type { RechargeConfig } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { multiplyDecimal } from '@/shared/markets/decimal-math.ts';
import { rechargeFigures } from '../fees.ts';
import { BankDetails } from './bank-details.tsx';
import { DepositAddress } from './deposit-address.tsx';
import { FigureRows } from './figure-rows.tsx';

/** Where to pay for the chosen method: bank details, or the address with its QR code. */
export function RechargeTarget({ config }: { config: RechargeConfig }) {
  const info = config.paymentInfo;
  if (info.network === 'BANK') return <BankDetails info={info} />;
  return info.address ? <DepositAddress address={info.address} network={config.network} /> : null;
}

/** The method's limits, and the fee and the amount credited for what is typed, live. */
export function RechargeFigures({ config, amount }: { config: RechargeConfig; amount: string }) {
  const { t } = useTranslation();
  const figures = rechargeFigures(amount, config.feeRate);
  return (
    <>
      <p className="hc-fin-hint">
        {t('finance.recharge.limits', {
          min: formatDecimal(config.minAmount),
          max: formatDecimal(config.maxAmount),
        })}
      </p>
      <FigureRows
        rows={[
          {
            label: t('finance.recharge.feeRate', { rate: multiplyDecimal(config.feeRate, '100') }),
            value: figures?.fee ?? null,
            testId: 'recharge-fee',
          },
          {
            label: t('finance.recharge.youReceive'),
            value: figures?.actualAmount ?? null,
            testId: 'recharge-actual',
          },
        ]}
      />
    </>
  );
}
