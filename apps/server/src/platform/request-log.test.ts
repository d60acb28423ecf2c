import { describe, expect, it } from 'vitest';
import { API } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  code?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
};

describe.each(backends)('request log ($name)', (backend) => {
  const written: string[] = [];
  const t = useTestApp(backend, {
    env: { LOG_LEVEL: 'info' },
    overrides: { logStream: { write: (line: string) => written.push(line) } },
  });

  /** The lines written for requests (background work logs none with a request id) while `send` ran. */
  async function requestLines(send: () => Promise<unknown>): Promise<LogLine[]> {
    written.length = 0;
    await send();
    return written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId !== undefined);
  }

  it('writes one line per answered request, saying what was asked, by whom and how it ended', async () => {
    const health = await requestLines(() => t.get(`${API}/app/health`, { remoteAddress: '203.0.113.7' }));
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: `${API}/app/health`, remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(health[0]?.responseTime).toBeGreaterThanOrEqual(0);

    // A refused request: its access line with the status, and the error handler's with the reason.
    const refused = await requestLines(() => t.post(`${API}/login`, { account: 'nobody' }));
    expect(refused.map((line) => line.msg)).toEqual(['request rejected', 'request completed']);
    expect(refused[0]).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused[1]).toMatchObject({
      req: { method: 'POST', url: `${API}/login` },
      res: { statusCode: 422 },
    });
  });

  it("keeps a search's personal value (an e-mail, an address) out of the access line", async () => {
    const url = `${API}/app/health?search=alice%40example.com&page=2&address=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`;
    const lines = await requestLines(() => t.get(url));
    expect(lines.at(-1)?.req?.url).toBe(`${API}/app/health?search=[redacted]&page=2&address=[redacted]`);
    expect(written.join('')).not.toMatch(/alice|TR7NHq/);
  });
});
