/**
 * The path of each spot batch through PostgreSQL, as the bench's statement counter sees it on each
 * connection: BEGIN, the balance lock, the one write, COMMIT, each from being sent to this process hearing
 * the answer (its event loop included). The lock waits for the batch before to commit when they share a
 * balance; between the lock's answer and the write being sent is this process's own work on the batch
 * (matching, the journal's rows, building the statement) and any wait for its event loop. A transaction
 * that wrote nothing, or not spot orders (a contract settlement), is not counted.
 */

type Step = { sent: number; answered: number };
type Path = { begin: Step; lock?: Step; write?: Step; commit?: Step };
type Batch = Required<Path>;

/** The transaction under way on each connection (a connection runs one at a time). */
const underWay = new WeakMap<object, Path>();
const batches: Batch[] = [];

/** The batch statement of the ledger (fresh-batch-repo.ts) with the spot writer's orders beside it. */
const isSpotWrite = (text: string) => /^\s*WITH e AS \(/.test(text) && text.includes('spot_orders');
const isBalanceLock = (text: string) => text.includes('FROM balances b') && text.includes('FOR UPDATE');

/** Notes a statement sent on `connection`; answers what to call when its answer is heard. */
export function batchStep(connection: object, text: string, sent: number): (answered: number) => void {
  const step: Step = { sent, answered: Number.NaN };
  const heard = (answered: number) => {
    step.answered = answered;
  };
  if (/^\s*begin/i.test(text)) {
    underWay.set(connection, { begin: step });
    return heard;
  }
  const path = underWay.get(connection);
  if (!path) return heard;
  if (/^\s*rollback/i.test(text)) underWay.delete(connection);
  else if (isBalanceLock(text)) path.lock ??= step;
  else if (isSpotWrite(text)) path.write = step;
  else if (/^\s*commit/i.test(text)) {
    path.commit = step;
    underWay.delete(connection);
    return (answered) => {
      heard(answered);
      if (path.lock && path.write)
        batches.push({ ...path, lock: path.lock, write: path.write, commit: step });
    };
  }
  return heard;
}

/** One line: the mean path of the batches that committed between `from` and `to` (performance.now()). */
export function batchPathBetween(from: number, to: number, placed: number): string {
  const within = batches.filter(({ commit }) => commit.answered >= from && commit.answered <= to);
  if (within.length < 2) return `a spot batch's path: only ${within.length} batches seen`;
  const mean = (part: (batch: Batch) => number) =>
    (within.reduce((sum, batch) => sum + part(batch), 0) / within.length).toFixed(2);
  const first = within[0]?.write.sent ?? 0;
  const last = within.at(-1)?.write.sent ?? 0;
  // How long after a batch's COMMIT is heard the next one's lock is: the hand-over between them.
  const handOvers = within
    .slice(1)
    .map((batch, i) => batch.lock.answered - (within[i]?.commit.answered ?? 0));
  const handOver = handOvers.reduce((sum, gap) => sum + gap, 0) / handOvers.length;
  return [
    `a spot batch's path (mean of ${within.length} in the run, one every ${((last - first) / (within.length - 1)).toFixed(1)} ms, ${(placed / within.length).toFixed(1)} orders each):`,
    `BEGIN ${mean(({ begin }) => begin.answered - begin.sent)} ms,`,
    `balance lock ${mean(({ lock }) => lock.answered - lock.sent)} ms (the batch before commits),`,
    `this process's work before the write ${mean(({ lock, write }) => write.sent - lock.answered)} ms,`,
    `the write ${mean(({ write }) => write.answered - write.sent)} ms,`,
    `then COMMIT sent after ${mean(({ write, commit }) => commit.sent - write.answered)} ms`,
    `and heard after ${mean(({ commit }) => commit.answered - commit.sent)} ms;`,
    `the next batch's lock heard ${handOver.toFixed(2)} ms after that`,
  ].join(' ');
}
