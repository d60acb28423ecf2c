import { describe, expect, it } from 'vitest';
import { CENSORED, censorSecrets } from './log-secrets.ts';
import { createLogger } from './logger.ts';

/** What a logger writes, one parsed object per line. */
function capture(): { lines: string[]; parsed: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  return { lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('secrets in log lines', () => {
  it('censors a secret under any key at any depth, and keeps everything else', () => {
    const out = capture();
    const logger = createLogger('info', { write: (line: string) => out.lines.push(line) });
    logger.info({ body: { account: 'ann', password: 'hunter22', newPassword: 'hunter23' } }, 'login');
    logger.info({ req: { headers: { authorization: 'Bearer abc.def', Cookie: 'sid=1', host: 'x' } } });
    logger.warn({ a: { b: { c: { refreshToken: 'rt-1', emailCode: '123456' } } }, list: [{ captcha: '7' }] });
    logger.error(Object.assign(new Error('failed'), { token: 'tok-1' }));
    logger.info({ operator: { totpCode: '654321', email_code: '111222', apiKey: 'k-1' }, code: 'OK_CODE' });

    const log = out.lines.join('');
    for (const secret of [
      'hunter22',
      'hunter23',
      'abc.def',
      'sid=1',
      'rt-1',
      '123456',
      'tok-1',
      '654321',
      '111222',
      'k-1',
    ]) {
      expect(log).not.toContain(secret);
    }
    const [login, headers, deep, error, operator] = out.parsed();
    expect(login).toMatchObject({ msg: 'login', body: { account: 'ann', password: CENSORED } });
    expect(headers).toMatchObject({
      req: { headers: { authorization: CENSORED, Cookie: CENSORED, host: 'x' } },
    });
    expect(deep).toMatchObject({
      a: { b: { c: { refreshToken: CENSORED } } },
      list: [{ captcha: CENSORED }],
    });
    expect(error).toMatchObject({ level: 50, msg: 'failed', err: { token: CENSORED } });
    // An error code is not a secret: refusals log theirs under `code`.
    expect(operator).toMatchObject({ operator: { totpCode: CENSORED, apiKey: CENSORED }, code: 'OK_CODE' });
    expect(out.lines.every((line) => line.endsWith('\n'))).toBe(true);
  });

  it("censors a child logger's bindings in every line it writes", () => {
    const out = capture();
    const logger = createLogger('info', { write: (line: string) => out.lines.push(line) });
    logger.child({ reqId: 'r-1', session: { token: 'child-secret' } }).info('handled');
    expect(out.lines.join('')).not.toContain('child-secret');
    expect(out.parsed()[0]).toMatchObject({ reqId: 'r-1', session: { token: CENSORED }, msg: 'handled' });
  });

  it('leaves a line that holds no secret byte for byte as pino wrote it', () => {
    const line = '{"level":30,"msg":"the word token in a message","url":"/api/auth/refresh-token"}\n';
    expect(censorSecrets(line)).toBe(line);
    // A key-like text inside a string value is looked at, found not to be a key, and left as it was.
    const quoted = '{"level":30,"msg":"said \\"password\\": no"}\n';
    expect(JSON.parse(censorSecrets(quoted))).toEqual(JSON.parse(quoted));
  });
});
