import type { RechargePaymentInfo } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../copy-text.ts';

const BANK_FIELDS = ['bankName', 'accountName', 'accountNumber', 'bankCode'] as const;

/** A bank config's account to transfer to, each line copyable. */
export function BankDetails({ info }: { info: RechargePaymentInfo }) {
  const { t } = useTranslation();
  return (
    <section className="hc-fin-card" aria-labelledby="hc-bank-details">
      <h2 id="hc-bank-details" className="hc-fin-card-title">
        {t('finance.recharge.bankTitle')}
      </h2>
      <dl className="hc-fin-facts">
        {BANK_FIELDS.map((field) => {
          const value = info[field];
          if (!value) return null;
          return (
            <div key={field} className="hc-fin-fact">
              <dt>{t(`finance.fields.${field}`)}</dt>
              <dd>
                <span>{value}</span>
                <Button size="mini" fill="none" color="primary" onClick={() => void copyText(value)}>
                  {t('finance.recharge.copy')}
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
