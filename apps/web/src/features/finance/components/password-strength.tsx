import { WITHDRAWAL_PASSWORD_STRENGTHS, withdrawalPasswordStrength } from '@halcyon/api';
import { useTranslation } from 'react-i18next';

/** The spec's five strength levels as five bars and a word, from the same rule the server documents. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  if (password === '') return null;
  const level = withdrawalPasswordStrength(password);
  const filled = WITHDRAWAL_PASSWORD_STRENGTHS.indexOf(level) + 1;
  const label = t('finance.password.strength', { level: t(`finance.password.levels.${level}`) });
  return (
    <div className={`hc-fin-strength hc-fin-strength-${level}`}>
      <meter min={0} max={5} value={filled} aria-label={label} className="hc-visually-hidden" />
      <div className="hc-fin-strength-bars" aria-hidden="true">
        {WITHDRAWAL_PASSWORD_STRENGTHS.map((name, index) => (
          <span
            key={name}
            className={index < filled ? 'hc-fin-strength-bar hc-fin-strength-on' : 'hc-fin-strength-bar'}
          />
        ))}
      </div>
      <p data-testid="password-strength">{label}</p>
    </div>
  );
}
