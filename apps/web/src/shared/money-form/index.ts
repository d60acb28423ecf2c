/**
 * The money-form toolkit: what every form that moves money (spot order, contract, swap; deposit and
 * withdrawal next) uses instead of its own copy.
 *
 * ```tsx
 * const [amount, setAmount] = useState('');               // always "1.5", even when a German types "1,5"
 * const withdraw = useMoneyMutation({
 *   send: (body: WithdrawRequest, key) => financeApi.withdraw(body, key),   // silent call, key as Idempotency-Key
 *   fields: ['amount', 'address'],                        // 422 messages for these show under the field
 *   codeFields: { INSUFFICIENT_BALANCE: 'amount' },       // a code that belongs to a field
 *   onCode: { WITHDRAWAL_PAUSED: (error) => setPaused(error.message) },   // the form answers it itself
 *   invalidate: [accountKeys.assets],
 *   onSuccess: () => setAmount(''),
 * });
 * <AmountInput id="amount" value={amount} onChange={setAmount} maxDecimals={8}
 *   invalid={!!withdraw.problems.amount} />
 * {withdraw.problems.amount ? <p role="alert">{withdraw.problems.amount.message}</p> : null}
 * <PercentChips onPick={(p) => setAmount(percentOf(available, p, 8))} />
 * <Button loading={withdraw.isPending} onClick={() => void withdraw.submit({ amount, address })} />
 * ```
 *
 * The key: one per attempt. Submitting the same variables again after an uncertain failure (no answer,
 * a 5xx) sends the same key, so the server answers the first try rather than moving the money twice; a
 * success, a refusal, other variables or `newAttempt()` (a new confirmation) start a new key. Uncertain
 * failures go to `onUncertain` (default: the app's usual toast or modal).
 */
export { AmountInput, type AmountInputProps } from './amount-input.tsx';
export { decimalSeparatorOf, MAX_AMOUNT_DECIMALS, readAmountText, showAmountText } from './amount-text.ts';
export { PERCENTS, type Percent, PercentChips, percentOf } from './percent-chips.tsx';
export { uncertainReason } from './uncertain-reason.ts';
export {
  type FieldProblem,
  isUncertainFailure,
  type MoneyMutationOptions,
  useMoneyMutation,
} from './use-money-mutation.ts';
