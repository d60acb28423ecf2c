import { successEnvelope } from '@halcyon/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Content type of an answer handed to Fastify already serialised (sent as is, not serialised again). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends text from `envelopeSerializer` as is. A reply typed by the route's response schema only accepts
 * the object form, hence the one cast: the text was checked against that same schema when serialised.
 */
export function sendSerialized<R>(reply: R, text: string): R {
  (reply as unknown as FastifyReply).type(JSON_CONTENT_TYPE).send(text);
  return reply;
}

/**
 * Serialises the success envelope of an answer many requests share (a page of pairs, a chart), checked
 * against its contract once here instead of once per request by the route's response schema.
 */
export function envelopeSerializer<T extends z.ZodType>(data: T): (value: z.output<T>) => string {
  const envelope = successEnvelope(data);
  return (value) => JSON.stringify(envelope.parse({ success: true, data: value }));
}

/**
 * Serialised answers of one data version (a feed cycle): a new version drops them all. Bounded, so that
 * arbitrary search strings cannot grow it; beyond the bound answers are built per request.
 */
export function createVersionedTexts(maxEntries: number) {
  let version: number | undefined;
  let texts = new Map<string, string>();
  return (current: number, key: string, build: () => string): string => {
    if (current !== version) {
      version = current;
      texts = new Map();
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = build();
      if (texts.size < maxEntries) texts.set(key, text);
    }
    return text;
  };
}
