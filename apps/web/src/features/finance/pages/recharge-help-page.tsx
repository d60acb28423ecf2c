import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import '../finance.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const LATE = ['late1', 'late2', 'late3'] as const;

/** Recharge help (spec section 2): how a deposit works, the usual 1 to 5 minutes, what to do when late. */
export default function RechargeHelpPage() {
  const { t } = useTranslation();
  return (
    <div className="hc-fin-page hc-fin-help">
      <section className="hc-fin-card">
        <h2 className="hc-fin-card-title">{t('finance.rechargeHelp.howTitle')}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(`finance.rechargeHelp.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section className="hc-fin-card">
        <h2 className="hc-fin-card-title">{t('finance.rechargeHelp.timeTitle')}</h2>
        <p>{t('finance.rechargeHelp.timeText')}</p>
      </section>
      <section className="hc-fin-card">
        <h2 className="hc-fin-card-title">{t('finance.rechargeHelp.lateTitle')}</h2>
        <ul>
          {LATE.map((item) => (
            <li key={item}>{t(`finance.rechargeHelp.${item}`)}</li>
          ))}
        </ul>
      </section>
      <div className="hc-fin-actions">
        <Button color="primary" onClick={() => navigateTo(PATHS.recharge)}>
          {t('finance.rechargeHelp.deposit')}
        </Button>
        <Button onClick={() => navigateTo(PATHS.customerService)}>
          {t('finance.rechargeHelp.contactSupport')}
        </Button>
      </div>
    </div>
  );
}
