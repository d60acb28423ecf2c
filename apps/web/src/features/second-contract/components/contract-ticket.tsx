import type { ContractConfig, ContractDirection } from '@halcyon/api';
import { type RefObject, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '@/shared/session/require-login.ts';
import { amountProblem } from '../contract-math.ts';
import { AmountField } from './amount-field.tsx';
import { ConfirmSheet } from './confirm-sheet.tsx';
import { DirectionButtons } from './direction-buttons.tsx';
import { PeriodChips } from './period-chips.tsx';
import { useContractOpen } from './use-contract-open.ts';

/**
 * The ticket as filled: the period chosen (the first until another is picked) and the amount typed, with
 * its problem; the problem shows once Up or Down was tried, or at once when it is more than a missing amount.
 */
function useTicketDraft(config: ContractConfig, loggedIn: boolean, available: string | null) {
  const [period, setPeriod] = useState(config.periods[0]?.seconds ?? 0);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const chosen = config.periods.find((entry) => entry.seconds === period) ?? config.periods[0];
  const problem = amountProblem(amount, config, loggedIn ? available : null);
  const showProblem = problem !== null && (attempted || problem.kind !== 'required');
  /** After a placed contract: a fresh amount, its problem hidden until the next try. */
  const clear = () => {
    setAmount('');
    setAttempted(false);
  };
  return {
    chosen,
    setPeriod,
    amount,
    setAmount,
    problem,
    shownProblem: showProblem ? problem : null,
    setAttempted,
    clear,
  };
}

/**
 * Up or Down pressed: the login page when logged out; else the amount's problem shown with the focus on it,
 * or the confirmation opened at the chosen period's rate.
 */
function useDirectionPick({
  config,
  symbol,
  loggedIn,
  draft,
  ticket,
  amountInput,
}: {
  config: ContractConfig;
  symbol: string;
  loggedIn: boolean;
  draft: ReturnType<typeof useTicketDraft>;
  ticket: ReturnType<typeof useContractOpen>;
  amountInput: RefObject<HTMLInputElement | null>;
}) {
  const location = useLocation();
  return (direction: ContractDirection) => {
    const { chosen } = draft;
    if (!loggedIn) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    draft.setAttempted(true);
    ticket.clearTicketError();
    if (draft.problem !== null || !chosen) {
      amountInput.current?.focus();
      return;
    }
    ticket.review({
      symbol,
      direction,
      period: chosen.seconds,
      amount: draft.amount.trim(),
      payoutRate: chosen.payoutRate,
      currency: config.currency,
    });
  };
}

/** Period, amount and the Up/Down buttons; then the confirmation, the POST and its errors. */
export function ContractTicket({
  config,
  compact,
  symbol,
  canOpen,
  loggedIn,
  available,
}: {
  config: ContractConfig;
  compact: string;
  symbol: string;
  /** Up and Down are on: the market is open and contracts are offered on the pair. */
  canOpen: boolean;
  loggedIn: boolean;
  available: string | null;
}) {
  const amountId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const draft = useTicketDraft(config, loggedIn, available);
  const ticket = useContractOpen({ compact, onPlaced: draft.clear });
  const { chosen, amount } = draft;
  const { pending } = ticket;
  const start = useDirectionPick({ config, symbol, loggedIn, draft, ticket, amountInput });

  return (
    <section className="hc-ct-ticket">
      <PeriodChips periods={config.periods} value={chosen?.seconds ?? 0} onChange={draft.setPeriod} />
      <AmountField
        id={amountId}
        inputRef={amountInput}
        config={config}
        amount={amount}
        loggedIn={loggedIn}
        available={available}
        problem={draft.shownProblem}
        ticketError={ticket.ticketError}
        onChange={(value) => {
          draft.setAmount(value);
          ticket.clearTicketError();
        }}
      />
      <DirectionButtons canOpen={canOpen} onPick={start} />
      {pending ? (
        <ConfirmSheet
          draft={pending}
          busy={ticket.busy}
          error={ticket.sheetError}
          onConfirm={() => ticket.confirm(pending)}
          onClose={ticket.close}
        />
      ) : null}
    </section>
  );
}
