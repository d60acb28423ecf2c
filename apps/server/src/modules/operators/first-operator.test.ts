import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { verifyPassword } from '../auth/index.ts';
import { GENERATED_OPERATOR_EMAIL } from './first-operator.ts';

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => lines.push(line) } };
}

describe.each(backends)('first operator ($name)', (backend) => {
  const t = useTestApp(backend);
  const operators = () => t.db.selectFrom('operators').selectAll().execute();

  it('is generated on the first start, its password printed once and stored only as an argon2id hash', async () => {
    // The harness already started once on the emptied database; start "for the first time" again.
    await t.db.deleteFrom('operators').execute();
    const first = capture();
    await t.rebuild({ env: { LOG_LEVEL: 'info' }, overrides: { logStream: first.stream } });
    const [operator] = await operators();
    expect(operator?.email).toBe(GENERATED_OPERATOR_EMAIL);
    expect(operator?.password_hash).toMatch(/^\$argon2id\$/);
    const line = first.lines.find((l) => l.includes('First operator account created'));
    const password = line?.match(/admin@halcyon\.local \/ (\S+) /)?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword(operator?.password_hash ?? '', password ?? '')).toBe(true);

    const second = capture();
    await t.rebuild({ env: { LOG_LEVEL: 'info' }, overrides: { logStream: second.stream } });
    expect(await operators()).toHaveLength(1);
    expect(second.lines.join('')).not.toContain('First operator account created');
  });

  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD, which also reset its password', async () => {
    await t.db.deleteFrom('operators').execute();
    await t.rebuild({ env: { ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'first-long-password' } });
    let [operator] = await operators();
    expect(operator?.email).toBe('Ops@Example.com');
    expect(await verifyPassword(operator?.password_hash ?? '', 'first-long-password')).toBe(true);

    await t.rebuild({ env: { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'second-long-password' } });
    [operator] = await operators();
    expect(await operators()).toHaveLength(1);
    expect(await verifyPassword(operator?.password_hash ?? '', 'second-long-password')).toBe(true);
  });
});
