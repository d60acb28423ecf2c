import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';

/**
 * The withdrawal address with paste. It is checked as it changes (by the caller, with the same
 * algorithms as the server): a wrong character shows at once, a right address says so.
 */
export function AddressField({
  value,
  onChange,
  network,
  error,
  valid,
}: {
  value: string;
  onChange: (address: string) => void;
  network: string | undefined;
  error: string | undefined;
  valid: boolean;
}) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const placeholderKey = `finance.withdrawal.addressPlaceholder${network ?? ''}`;
  const paste = async () => {
    try {
      onChange((await navigator.clipboard.readText()).trim());
    } catch {
      showErrorToast(t('finance.withdrawal.pasteFailed'));
    }
  };
  return (
    <>
      <FieldShell
        id="withdrawal-address"
        label={t('finance.withdrawal.address')}
        error={error}
        extra={
          <Button size="small" onClick={() => void paste()}>
            {t('finance.withdrawal.paste')}
          </Button>
        }
      >
        <Input
          id="withdrawal-address"
          value={value}
          onChange={(typed) => onChange(typed.trim())}
          placeholder={i18n.exists(placeholderKey) ? t(placeholderKey) : undefined}
          autoComplete="off"
          aria-invalid={Boolean(error)}
        />
      </FieldShell>
      {valid && network ? (
        <p className="hc-fin-valid" role="status">
          {t('finance.withdrawal.addressValid', { network })}
        </p>
      ) : null}
    </>
  );
}
