import type { FinanceOrderUser } from '@halcyon/api';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Above a frozen owner's order, before anything else: a withdrawal of a frozen account is not paid out
 * (the server refuses it too), a deposit may still be credited.
 */
export function FrozenOwnerAlert({
  user,
  kind,
}: {
  user: FinanceOrderUser;
  kind: 'withdrawal' | 'recharge';
}) {
  const { t } = useTranslation();
  if (user.status !== 'frozen') return null;
  return (
    <Alert
      type={kind === 'withdrawal' ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      title={t(`finance.frozen.${kind}`)}
      description={user.frozenReason ? t('finance.frozen.reason', { reason: user.frozenReason }) : undefined}
    />
  );
}
