import { type ErrorCode, type FailureEnvelope, statusOf } from '@halcyon/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldErrors, type MessageParams } from './errors.ts';
import { localeOf, type Translator } from './i18n.ts';
import { RequestValidationError } from './validation.ts';

type Classified = { code: ErrorCode; params?: MessageParams; fieldErrors?: FieldErrors };

function hasStatus(error: unknown): error is { statusCode: number; code?: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** Fastify's own client errors (FST_*: bad JSON, body too large, wrong content type) by status. */
function fastifyClientError(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function classify(error: unknown): Classified {
  if (error instanceof AppError) {
    return { code: error.code, params: error.params, fieldErrors: error.fieldErrors };
  }
  if (error instanceof RequestValidationError) {
    return { code: 'VALIDATION_FAILED', fieldErrors: error.fieldErrors };
  }
  if (
    hasStatus(error) &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_')
  ) {
    return { code: fastifyClientError(error.statusCode) };
  }
  // Anything else is our fault: the client gets a generic text, the log gets everything.
  return { code: 'INTERNAL_ERROR' };
}

export function failureBody(
  translator: Translator,
  request: FastifyRequest,
  failure: Classified,
): FailureEnvelope {
  const locale = localeOf(request.headers['accept-language']);
  const body: FailureEnvelope = {
    success: false,
    code: failure.code,
    message: translator.translate(locale, `errors.${failure.code}`, failure.params),
  };
  if (failure.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(failure.fieldErrors).map(([field, keys]) => [
        field,
        // A field message may name a limit ({{max}} decimals): the error's params fill it.
        keys.map((key) => translator.translate(locale, key, failure.params)),
      ]),
    );
  }
  return body;
}

function send(reply: FastifyReply, status: number, body: FailureEnvelope) {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.status(status).send(body);
}

/** One place turns every failure into the failure envelope, translated into the request's language. */
export function installErrorHandling(app: FastifyInstance, translator: Translator): void {
  app.setErrorHandler((error, request, reply) => {
    const failure = classify(error);
    const status = statusOf(failure.code);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: failure.code }, 'request rejected');
    }
    return send(reply, status, failureBody(translator, request, failure));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, failureBody(translator, request, { code: 'NOT_FOUND' })),
  );
}
