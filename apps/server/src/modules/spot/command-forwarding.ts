import { randomUUID } from 'node:crypto';
import {
  cancelAllRequest,
  ERROR_STATUS,
  type ErrorCode,
  limitOrderRequest,
  marketOrderRequest,
  spotOrder,
} from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import type { SpotService } from './service.ts';

/** The spot commands a person sends: only the process hosting the books can run them. */
export type SpotCommands = Pick<SpotService, 'placeLimit' | 'placeMarket' | 'cancel' | 'cancelAll'>;

/** Every process listens here; only the host answers. */
const REQUEST_TOPIC = 'spot-commands';
/** A forwarded command that gets no answer in this time fails with a retryable 503. */
export const DEFAULT_FORWARD_TIMEOUT_MS = 5_000;

const claim = z
  .object({ userId: z.string(), key: z.string(), route: z.string(), requestHash: z.string() })
  .nullable();

/** What crosses the bus is checked again on arrival: it may have crossed a network. */
const forwardedCommand = z.discriminatedUnion('name', [
  z.object({ name: z.literal('placeLimit'), userId: z.string(), body: limitOrderRequest, claim }),
  z.object({ name: z.literal('placeMarket'), userId: z.string(), body: marketOrderRequest, claim }),
  z.object({ name: z.literal('cancel'), userId: z.string(), orderId: z.string(), claim }),
  z.object({ name: z.literal('cancelAll'), userId: z.string(), body: cancelAllRequest }),
]);
type ForwardedCommand = z.infer<typeof forwardedCommand>;

const forwardedRequest = z.object({ id: z.string(), replyTopic: z.string(), command: forwardedCommand });

const refusal = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
const forwardedReply = z.union([
  z.object({ id: z.string(), ok: z.literal(true), value: z.unknown() }),
  z.object({ id: z.string(), ok: z.literal(false), refusal: refusal.nullable() }),
]);
type ForwardedReply = z.infer<typeof forwardedReply>;

const orderOutcome = z.object({ order: spotOrder, replayed: z.boolean() });
const cancelAllOutcome = z.object({ cancelled: z.number().int() });

function isErrorCode(code: string): code is ErrorCode {
  return code in ERROR_STATUS;
}

/** The host's error as the envelope would show it: the person's own refusals pass through unchanged. */
function refusalOf(error: unknown): z.infer<typeof refusal> | null {
  if (!(error instanceof AppError)) return null;
  return {
    code: error.code,
    ...(error.params ? { params: error.params } : {}),
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
}

function run(spot: SpotCommands, command: ForwardedCommand): Promise<unknown> {
  switch (command.name) {
    case 'placeLimit':
      return spot.placeLimit(command.userId, command.body, command.claim);
    case 'placeMarket':
      return spot.placeMarket(command.userId, command.body, command.claim);
    case 'cancel':
      return spot.cancel(command.userId, command.orderId, command.claim);
    case 'cancelAll':
      return spot.cancelAll(command.userId, command.body);
    default: {
      const unknown: never = command;
      throw new Error(`unknown spot command ${JSON.stringify(unknown)}`);
    }
  }
}

export type SpotCommandRouterDeps = {
  bus: Bus;
  /** Whether this process hosts the books now. */
  isHost: () => boolean;
  log: FastifyBaseLogger;
  timeoutMs?: number;
};

/**
 * Any process takes any spot command. The books live in the memory of one process (the feed leader); a
 * command reaching another process is forwarded to it over the bus (Redis) and answered with the host's
 * own result, refusals included. The Idempotency-Key travels with the command, so a retry after a lost
 * answer (the host died mid-command, the client got a 503) is replayed by whichever process hosts then.
 * With an in-process bus there is no other process to forward to, and the command runs (or is refused) here.
 */
export function createSpotCommandRouter(spot: SpotCommands, deps: SpotCommandRouterDeps) {
  const { bus, isHost, log } = deps;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS;
  const replyTopic = `spot-replies.${randomUUID()}`;
  const waiting = new Map<string, (reply: ForwardedReply) => void>();

  const stopServing = bus.subscribe(REQUEST_TOPIC, (payload) => {
    if (!isHost()) return;
    const parsed = forwardedRequest.safeParse(payload);
    if (!parsed.success) {
      log.warn({ issues: parsed.error.issues.length }, 'malformed forwarded spot command dropped');
      return;
    }
    const { id, replyTopic: to, command } = parsed.data;
    void run(spot, command)
      .then((value): ForwardedReply => ({ id, ok: true, value }))
      .catch((error: unknown): ForwardedReply => {
        if (!(error instanceof AppError)) log.error({ err: error }, 'forwarded spot command failed');
        return { id, ok: false, refusal: refusalOf(error) };
      })
      .then((reply) => bus.publish(to, reply));
  });
  const stopListening = bus.subscribe(replyTopic, (payload) => {
    const parsed = forwardedReply.safeParse(payload);
    if (parsed.success) waiting.get(parsed.data.id)?.(parsed.data);
  });

  async function forward(command: ForwardedCommand): Promise<unknown> {
    const id = randomUUID();
    const reply = await new Promise<ForwardedReply | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      bus.publish(REQUEST_TOPIC, { id, replyTopic, command }).catch(() => resolve(undefined));
    }).finally(() => waiting.delete(id));
    // No host answered in time (a hand-over in progress): the client may retry with the same key.
    if (!reply) throw new AppError('SERVICE_UNAVAILABLE');
    if (reply.ok) return reply.value;
    const { refusal: refused } = reply;
    if (refused && isErrorCode(refused.code)) {
      throw new AppError(refused.code, refused.params, refused.fieldErrors);
    }
    throw new Error('the spot host failed to run a forwarded command');
  }

  /** Runs here when this process hosts (or no other process can), else on the host. */
  async function dispatch<T>(command: ForwardedCommand, answer: z.ZodType<T>): Promise<T> {
    if (isHost() || !bus.crossesProcesses) return (await run(spot, command)) as T;
    return answer.parse(await forward(command));
  }

  const commands: SpotCommands = {
    placeLimit: (userId, body, claimed) =>
      dispatch({ name: 'placeLimit', userId, body, claim: claimed }, orderOutcome),
    placeMarket: (userId, body, claimed) =>
      dispatch({ name: 'placeMarket', userId, body, claim: claimed }, orderOutcome),
    cancel: (userId, orderId, claimed) =>
      dispatch({ name: 'cancel', userId, orderId, claim: claimed }, orderOutcome),
    cancelAll: (userId, body) =>
      dispatch({ name: 'cancelAll', userId, body: { symbol: body.symbol } }, cancelAllOutcome),
  };
  return {
    ...commands,
    close(): void {
      stopServing();
      stopListening();
    },
  };
}

export type SpotCommandRouter = ReturnType<typeof createSpotCommandRouter>;
