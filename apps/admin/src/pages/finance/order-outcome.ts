import type { AdminRechargeOrder, AdminWithdrawalOrder } from '@halcyon/api';

type OutcomeKey =
  | 'taken'
  | 'secondApproval'
  | 'paidOut'
  | 'credited'
  | 'rejected'
  | 'failed'
  | 'cancelled'
  | 'expired';

/** What became of an order, as a `finance.changed.*` text key and the operator who did it. */
export type Outcome = { key: OutcomeKey; who: string | null } | null;

/**
 * An operator as a person reads them: the name the server joined to the id, or the id itself when there is
 * no name (the operator's row is gone); null when no operator did the step.
 */
export const operatorName = (name: string | null, id: string | null): string | null => name ?? id;

/** A withdrawal's last step: taken, second approval, completed, rejected, failed, or cancelled by the user. */
export function withdrawalOutcome(order: AdminWithdrawalOrder): Outcome {
  switch (order.status) {
    case 'pending':
      return null;
    case 'processing':
      return order.approvedBy
        ? { key: 'secondApproval', who: operatorName(order.approvedByName, order.approvedBy) }
        : { key: 'taken', who: operatorName(order.takenByName, order.takenBy) };
    case 'completed':
      return { key: 'paidOut', who: operatorName(order.decidedByName, order.decidedBy) };
    case 'rejected':
      return { key: 'rejected', who: operatorName(order.decidedByName, order.decidedBy) };
    case 'failed':
      return { key: 'failed', who: operatorName(order.decidedByName, order.decidedBy) };
    case 'cancelled':
      return { key: 'cancelled', who: null };
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown withdrawal status ${String(unknown)}`);
    }
  }
}

/** A deposit's decision: approved, rejected, cancelled by the user, or expired unreviewed (failed). */
export function rechargeOutcome(order: AdminRechargeOrder): Outcome {
  switch (order.status) {
    case 'pending':
    case 'processing':
      return null;
    case 'completed':
      return { key: 'credited', who: operatorName(order.decidedByName, order.decidedBy) };
    case 'rejected':
      return { key: 'rejected', who: operatorName(order.decidedByName, order.decidedBy) };
    case 'cancelled':
      return { key: 'cancelled', who: null };
    // Only the expiry sweep fails a deposit (nothing was credited).
    case 'failed':
      return { key: 'expired', who: null };
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown deposit status ${String(unknown)}`);
    }
  }
}
