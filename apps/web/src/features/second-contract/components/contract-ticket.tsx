import type { ContractConfig, ContractDirection } from '@halcyon/api';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '@/shared/session/require-login.ts';
import { amountProblem } from '../contract-math.ts';
import { AmountField } from './amount-field.tsx';
import { ConfirmSheet } from './confirm-sheet.tsx';
import { DirectionButtons } from './direction-buttons.tsx';
import { PeriodChips } from './period-chips.tsx';
import { useContractOpen } from './use-contract-open.ts';

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
  const location = useLocation();
  const amountId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const [period, setPeriod] = useState(config.periods[0]?.seconds ?? 0);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const ticket = useContractOpen({
    compact,
    onPlaced: () => {
      setAmount('');
      setAttempted(false);
    },
  });
  const chosen = config.periods.find((entry) => entry.seconds === period) ?? config.periods[0];
  const problem = amountProblem(amount, config, loggedIn ? available : null);
  const showProblem = problem !== null && (attempted || problem.kind !== 'required');

  const { pending } = ticket;

  const start = (direction: ContractDirection) => {
    if (!loggedIn) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    setAttempted(true);
    ticket.clearTicketError();
    if (problem !== null || !chosen) {
      amountInput.current?.focus();
      return;
    }
    ticket.review({
      symbol,
      direction,
      period: chosen.seconds,
      amount: amount.trim(),
      payoutRate: chosen.payoutRate,
      currency: config.currency,
    });
  };

  return (
    <section className="hc-ct-ticket">
      <PeriodChips periods={config.periods} value={chosen?.seconds ?? 0} onChange={setPeriod} />
      <AmountField
        id={amountId}
        inputRef={amountInput}
        config={config}
        amount={amount}
        loggedIn={loggedIn}
        available={available}
        problem={showProblem ? problem : null}
        ticketError={ticket.ticketError}
        onChange={(value) => {
          setAmount(value);
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
