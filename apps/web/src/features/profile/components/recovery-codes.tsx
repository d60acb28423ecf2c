import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../copy-text.ts';

/** The ten recovery codes, shown once right after enabling; the person confirms they saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="hc-section hc-2fa" aria-labelledby="hc-recovery-title">
      <h2 id="hc-recovery-title">{t('twoFactor.recoveryTitle')}</h2>
      <p>{t('twoFactor.recoveryHint')}</p>
      <ol className="hc-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="hc-form-actions">
        <Button onClick={() => void copyText(codes.join('\n'))}>{t('twoFactor.copyCodes')}</Button>
        <Button color="primary" onClick={onDone}>
          {t('twoFactor.recoverySaved')}
        </Button>
      </div>
    </section>
  );
}
