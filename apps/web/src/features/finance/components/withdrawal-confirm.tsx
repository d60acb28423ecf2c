import { Dialog, PasscodeInput } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import type { WithdrawalFigures } from '../fees.ts';
import { TotpField } from './totp-field.tsx';

export interface WithdrawalSummary extends WithdrawalFigures {
  amount: string;
  address: string;
  network: string;
}

const usdt = (value: string) => `${formatDecimal(value)} USDT`;

/** The spec's confirmation: amount, address, fee and actual amount (and the total leaving the balance). */
export function WithdrawalConfirmDialog({
  summary,
  onCancel,
  onConfirm,
}: {
  summary: WithdrawalSummary | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={summary !== null}
      title={t('finance.withdrawal.confirmTitle')}
      content={
        summary ? (
          <div className="hc-fin-confirm">
            <dl className="hc-fin-facts">
              <div className="hc-fin-fact">
                <dt>{t('finance.fields.amount')}</dt>
                <dd>{usdt(summary.amount)}</dd>
              </div>
              <div className="hc-fin-fact">
                <dt>{t('finance.fields.network')}</dt>
                <dd>{summary.network}</dd>
              </div>
              <div className="hc-fin-fact hc-fin-fact-wide">
                <dt>{t('finance.fields.address')}</dt>
                <dd className="hc-fin-address-text">{summary.address}</dd>
              </div>
              <div className="hc-fin-fact">
                <dt>{t('finance.fields.fee')}</dt>
                <dd>{usdt(summary.fee)}</dd>
              </div>
              <div className="hc-fin-fact">
                <dt>{t('finance.fields.actualAmount')}</dt>
                <dd>{usdt(summary.actualAmount)}</dd>
              </div>
              <div className="hc-fin-fact">
                <dt>{t('finance.fields.totalDeducted')}</dt>
                <dd>{usdt(summary.totalAmount)}</dd>
              </div>
            </dl>
            <p className="hc-fin-warning">{t('finance.withdrawal.confirmCheck')}</p>
          </div>
        ) : null
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onCancel },
          { key: 'confirm', text: t('common.confirm'), bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}

const MIN_DIGITS = 6;
const MAX_DIGITS = 32;

/** The second-factor code of the dialog: typed, cleared when refused or closed, required when asked. */
function useDialogCode(visible: boolean, error: string | undefined) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (error || !visible) setCode('');
  }, [error, visible]);
  const change = (next: string) => {
    setMissing(false);
    setCode(next);
  };
  return { code, change, missing, setMissing };
}

/** The withdrawal password as typed: digits only, at most 32, cleared when refused or closed. */
function useDialogPassword(visible: boolean, error: string | undefined) {
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => {
    // A refused password is cleared for the next try; a closed dialog forgets what was typed.
    if (error || !visible) setPassword('');
  }, [error, visible]);
  const change = (next: string) => {
    setTooShort(false);
    setPassword(next.replace(/\D/g, '').slice(0, MAX_DIGITS));
  };
  return { password, change, tooShort, setTooShort };
}

/**
 * The password's boxes with their hint and problem. Passwords have 6 to 32 digits, so the boxes grow by one
 * as the person types (never a fixed six that would cut a longer password).
 */
function PasswordBoxes({
  password,
  message,
  onChange,
}: {
  password: string;
  message: string | undefined;
  onChange: (password: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="hc-fin-passcode"
      // The passcode's own input keeps only as many digits as it has boxes: a pasted longer password
      // is taken here whole, and the boxes grow to it.
      onPasteCapture={(event) => {
        const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, MAX_DIGITS);
        if (!digits) return;
        event.preventDefault();
        onChange(digits);
      }}
    >
      <p id="withdrawal-passcode-hint">{t('finance.withdrawal.passwordHint')}</p>
      <PasscodeInput
        length={Math.min(MAX_DIGITS, Math.max(MIN_DIGITS, password.length + 1))}
        value={password}
        error={Boolean(message)}
        onChange={onChange}
        aria-describedby="withdrawal-passcode-hint"
        data-testid="withdrawal-passcode"
      />
      {message ? (
        <p className="hc-field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The withdrawal password in a passcode input (PasswordBoxes); Confirm sends it. With `askCode` (two-factor
 * sign-in on) the authenticator code is asked for below it and sent with it.
 */
export function WithdrawalPasswordDialog({
  visible,
  error,
  askCode,
  codeError,
  busy,
  onCancel,
  onSubmit,
}: {
  visible: boolean;
  error: string | undefined;
  askCode: boolean;
  codeError: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string, code: string | undefined) => void;
}) {
  const { t } = useTranslation();
  // The code's hook first, so its clearing effect runs before the password's as it always has.
  const code = useDialogCode(visible, codeError);
  const { password, change, tooShort, setTooShort } = useDialogPassword(visible, error);
  const submit = () => {
    if (password.length < MIN_DIGITS) {
      setTooShort(true);
      return;
    }
    if (askCode && !code.code) {
      code.setMissing(true);
      return;
    }
    onSubmit(password, askCode ? code.code : undefined);
  };
  const message = tooShort ? t('finance.withdrawalRules.passwordRequired') : error;
  return (
    <Dialog
      visible={visible}
      title={t('finance.withdrawal.passwordTitle')}
      content={
        <>
          <PasswordBoxes password={password} message={message} onChange={change} />
          {askCode ? (
            <TotpField
              id="withdrawal-totp"
              value={code.code}
              onChange={code.change}
              error={code.missing ? t('validation.totpRequired') : codeError}
            />
          ) : null}
        </>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onCancel },
          { key: 'confirm', text: t('common.confirm'), bold: true, disabled: busy, onClick: submit },
        ],
      ]}
    />
  );
}
