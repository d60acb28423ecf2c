import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodIssue, type $ZodType, safeParse } from 'zod/v4/core';
import type { FieldErrors } from './errors.ts';

/** A request that failed its zod schema; `fieldErrors` holds i18n keys per field path. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 422;

  constructor(readonly fieldErrors: FieldErrors) {
    super('request validation failed');
  }
}

/**
 * The schemas of packages/api carry i18n keys ("validation.passwordLength") as messages. Anything else
 * is zod's own English default, which we replace by a generic key in the client's language.
 */
function messageKeyOf(issue: $ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined)
    return 'validation.required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
  return 'validation.invalid';
}

const isRequiredKey = (key: string) => key === 'validation.required' || key.endsWith('Required');

/** For an empty field "please enter X" says it all; "must be 3 to 20 characters" next to it is noise. */
function simplify(keys: string[]): string[] {
  const unique = [...new Set(keys)];
  const required = unique.filter(isRequiredKey);
  return required.length > 0 ? required : unique;
}

export function fieldErrorsOf(issues: readonly $ZodIssue[], rootName: string): FieldErrors {
  const collected: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    collected[field] = [...(collected[field] ?? []), key];
  };
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : rootName;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(issue.path.length > 0 ? `${field}.${key}` : key, 'validation.unknownField');
    } else {
      add(field, messageKeyOf(issue));
    }
  }
  return Object.fromEntries(Object.entries(collected).map(([field, keys]) => [field, simplify(keys)]));
}

const NUL_KEY = 'validation.invalidCharacter';
const MAX_NUL_SCAN_DEPTH = 64;

/** Field paths of every string (key or value) holding a NUL character, however deeply nested. */
function pathsWithNul(value: unknown, path: string[], depth = 0): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (typeof value !== 'object' || value === null || depth > MAX_NUL_SCAN_DEPTH) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key.includes('\u0000')
      ? [[...path, key.replaceAll('\u0000', '')]]
      : pathsWithNul(child, [...path, key], depth + 1),
  );
}

/**
 * Validates body, query, params and headers with the route's zod schema (replacing the type
 * provider's compiler only to keep zod's `input`, which tells a missing field from a wrong one).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // PostgreSQL text cannot hold U+0000: refuse it here, for every route, instead of failing in SQL.
    const withNul = pathsWithNul(data, []);
    if (withNul.length > 0) {
      const fieldErrors = Object.fromEntries(
        withNul.map((path) => [path.length > 0 ? path.join('.') : (httpPart ?? 'body'), [NUL_KEY]]),
      );
      return { error: new RequestValidationError(fieldErrors) };
    }
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrorsOf(result.error.issues, httpPart ?? 'body')) };
  };
