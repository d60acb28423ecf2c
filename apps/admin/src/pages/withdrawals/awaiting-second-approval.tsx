import type { AdminWithdrawalOrderList, WithdrawalQueueFilter } from '@halcyon/api';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueShortcut } from '../finance/order-queue-table.tsx';

export const AWAITING_SECOND_APPROVAL = 'awaiting-second-approval' satisfies WithdrawalQueueFilter;

/**
 * The queue's way to the withdrawals a second finance operator must approve: they are "processing" like
 * those being paid out, and the queue opens on "pending", so they would otherwise be found only by knowing
 * where to look. Always in sight, with how many there are (the server counts them whatever the filter);
 * pressed, it shows them, and pressed again the pending ones.
 */
export function AwaitingSecondApprovalButton({
  answer,
  status,
  setStatus,
}: QueueShortcut<WithdrawalQueueFilter, AdminWithdrawalOrderList>) {
  const { t } = useTranslation();
  const shown = status === AWAITING_SECOND_APPROVAL;
  const count = answer?.awaitingSecondApproval;
  return (
    <Button
      aria-pressed={shown}
      type={shown ? 'primary' : 'default'}
      // Some waiting and not shown: drawn in the warning colour, like the rows' "Second approval" tag.
      color={!shown && count ? 'orange' : undefined}
      variant={!shown && count ? 'outlined' : undefined}
      onClick={() => setStatus(shown ? 'pending' : AWAITING_SECOND_APPROVAL)}
    >
      {count === undefined
        ? t('finance.list.awaitingSecondApproval')
        : t('finance.list.awaitingSecondApprovalCount', { count })}
    </Button>
  );
}
