import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

/**
 * Every route of the OpenAPI document receives malformed input: wrong types, missing and extra fields,
 * huge and deeply nested bodies, NUL and invalid UTF-8, numbers where decimal strings belong, exponent,
 * negative, zero and over-precise amounts, hostile path and query values. Whatever arrives, the answer is
 * never a 5xx and always the envelope. Seeded: a failure names its case and replays the same way.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Case = { name: string; url: string; payload?: string | Buffer; contentType?: string };

const SEED = 20_261_124;
const CASES_PER_ROUTE = 36;

/** Mulberry32: small, seeded, good enough to pick cases. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values put where a field's value belongs. */
const VALUE_MUTANTS: Array<[string, unknown]> = [
  ['number', 12_345],
  ['negative number', -1],
  ['zero number', 0],
  ['float', 1.5],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['array', ['a', 1]],
  ['object', { nested: { deeper: 'x' } }],
  ['empty string', ''],
  ['NUL', '\u0000'],
  ['embedded NUL', 'ab\u0000cd'],
  ['lone surrogate', '\ud800'],
  ['long string', 'x'.repeat(20_000)],
  ['spaced amount', ' 1 '],
  ['leading zeros', '00001'],
  ['exponent', '1e3'],
  ['negative amount', '-1'],
  ['zero amount', '0'],
  ['over-precise amount', '1.0000000000000000000001'],
  ['tiny amount', '0.000000000000000000001'],
  ['huge amount', '999999999999999999999999999999999999'],
  ['full-width digits', '１２３'],
  ['script', '<script>alert(1)</script>'],
  ['sql', "' or 1=1 --"],
];

const PATH_MUTANTS = [
  '%00',
  'a%00b',
  'x'.repeat(3_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  '-1',
  '1e309',
  '%25',
];
const QUERY_MUTANTS = [
  '%00',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  'abc',
  '',
  'x'.repeat(3_000),
  '1.5',
  '%FF',
];

function sampleString(schema: JsonSchema): string {
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A plausible value for a schema: the starting point every body mutation changes one thing of. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'a';
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

function baseUrl(path: string, params: Parameter[]): string {
  let url = path;
  for (const param of params.filter((p) => p.in === 'path')) {
    url = url.replace(`{${param.name}}`, encodeURIComponent(sampleString(param.schema)));
  }
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

function urlCases(path: string, params: Parameter[]): Case[] {
  const cases: Case[] = [];
  for (const param of params.filter((p) => p.in === 'path')) {
    for (const value of PATH_MUTANTS) {
      const url = baseUrl(path, params).replace(encodeURIComponent(sampleString(param.schema)), value);
      cases.push({ name: `path ${param.name}=${value.slice(0, 20)}`, url });
    }
  }
  for (const param of params.filter((p) => p.in === 'query')) {
    const base = baseUrl(path, params);
    const join = base.includes('?') ? '&' : '?';
    for (const value of QUERY_MUTANTS) {
      cases.push({
        name: `query ${param.name}=${value.slice(0, 20)}`,
        url: `${base}${join}${param.name}=${value}`,
      });
    }
    cases.push({ name: `query ${param.name} twice`, url: `${base}${join}${param.name}=1&${param.name}=2` });
  }
  return cases;
}

function bodyCases(url: string, schema: JsonSchema | undefined): Case[] {
  const json = (name: string, value: unknown): Case => ({ name, url, payload: JSON.stringify(value) });
  const base = sample(schema) as Record<string, unknown>;
  const cases: Case[] = [
    json('empty object', {}),
    json('array body', []),
    json('string body', 'hello'),
    json('null body', null),
    json('number body', 42),
    json('extra field', { ...base, unexpectedField: 'x' }),
    { name: 'deeply nested', url, payload: deeplyNested(5_000) },
    { name: 'broken JSON', url, payload: '{"a":' },
    {
      name: 'invalid UTF-8',
      url,
      payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    },
    { name: 'huge body', url, payload: JSON.stringify({ ...base, filler: 'x'.repeat(1_200_000) }) },
    { name: 'wrong content type', url, payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  ];
  for (const key of Object.keys(schema?.properties ?? {})) {
    const { [key]: _dropped, ...without } = base;
    cases.push(json(`missing ${key}`, without));
    for (const [name, value] of VALUE_MUTANTS)
      cases.push(json(`${key} = ${name}`, { ...base, [key]: value }));
  }
  return cases;
}

function casesOf(path: string, method: string, operation: Operation): Case[] {
  const params = operation.parameters ?? [];
  const cases = urlCases(path, params);
  if (method !== 'get' && method !== 'delete') {
    cases.push(
      ...bodyCases(baseUrl(path, params), operation.requestBody?.content?.['application/json']?.schema),
    );
  }
  return cases;
}

/** The failure envelope, or any JSON success: never a bare framework error or an HTML page. */
function envelopeProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (!isJson) return response.statusCode < 300 ? undefined : `not JSON: ${response.body.slice(0, 200)}`;
  const body = response.json() as { success?: unknown; code?: unknown; message?: unknown };
  if (body.success === true) return undefined;
  if (body.success === false && typeof body.code === 'string' && typeof body.message === 'string')
    return undefined;
  return `not the envelope: ${response.body.slice(0, 200)}`;
}

describe.each(backends)('OpenAPI-driven fuzzing ($name)', (backend) => {
  const t = useTestApp(backend);

  it('answers every malformed request to every route with the envelope and never a 5xx', {
    timeout: 120_000,
  }, async () => {
    // One registration per secured route, all from the test's address: lift the sign-up budgets only.
    await t.rebuild({ overrides: { rateLimits: { emailCode: 100_000, register: 100_000 } } });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const random = rng(SEED);
    const problems: string[] = [];
    let sent = 0;
    let routeIndex = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith(API) && !path.startsWith('/api/admin')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (path.endsWith('/ws')) continue;
        routeIndex += 1;
        // A fresh session and address per route: one route's logout or rate limit never hides another's.
        const remoteAddress = `10.77.${Math.floor(routeIndex / 250)}.${routeIndex % 250}`;
        const session = operation.security ? await registerUser(t, `fuzz${routeIndex}`) : undefined;
        const all = casesOf(path, method, operation);
        const picked =
          all.length <= CASES_PER_ROUTE ? all : all.filter(() => random() < CASES_PER_ROUTE / all.length);
        for (const fuzz of picked) {
          const headers: Record<string, string> = { 'accept-language': 'en' };
          if (session) headers.authorization = `Bearer ${session.token}`;
          if (fuzz.payload !== undefined) headers['content-type'] = fuzz.contentType ?? 'application/json';
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: fuzz.url,
            headers,
            remoteAddress,
            ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
          });
          sent += 1;
          const problem = envelopeProblem(response);
          if (problem) problems.push(`${method.toUpperCase()} ${path} [${fuzz.name}]: ${problem}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });
});
