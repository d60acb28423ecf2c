import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { artifactsDir } from './app-server.ts';
import { totpCode } from './operators.ts';

/**
 * Operators' authenticator secrets for this run's server, kept in a file so that every journey (each in
 * its own module, in whatever order they run) can sign the same operator in again: the first journey to
 * sign one in enrols TOTP and remembers the secret; later ones compute codes from it. TOTP codes are single
 * use, so the codes already sent are kept too and a sign-in waits for the next step if it must. Two workers
 * read and write these files at once: a write replaces the file whole (never read half-written), and the
 * choice of a code is made under a lock, so two sign-ins never send the same one.
 */
interface Remembered {
  secret: string;
  used: string[];
}

function storePath(): string {
  const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:0').port;
  mkdirSync(artifactsDir, { recursive: true });
  return join(artifactsDir, `operator-totp-${port}.json`);
}

function readStore(): Record<string, Remembered> {
  const path = storePath();
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, Remembered>) : {};
}

/** Written beside and renamed over: a reader in another worker sees the old file or the new, never half. */
function replaceFile(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function writeStore(store: Record<string, Remembered>): void {
  replaceFile(storePath(), JSON.stringify(store));
}

/**
 * Runs `change` while holding a lock on the stores that every worker shares (a directory, which only one
 * process can create), so that a read, a choice and a write are never interleaved with another worker's.
 */
async function underLock<T>(change: () => T): Promise<T> {
  const lock = `${storePath()}.lock`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding it must not stall the run: the lock is held for milliseconds.
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return change();
  } finally {
    rmdirSync(lock);
  }
}

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/** The console sessions operators signed in with (their cookies), by e-mail, for this run's server. */
function sessionsPath(): string {
  return storePath().replace(/\.json$/, '-sessions.json');
}

function readSessions(): Record<string, Cookie[]> {
  const path = sessionsPath();
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, Cookie[]>) : {};
}

async function saveSession(email: string, cookies: Cookie[]): Promise<void> {
  await underLock(() => replaceFile(sessionsPath(), JSON.stringify({ ...readSessions(), [email]: cookies })));
}

/**
 * Keeps the console session `page` is signed in with as the operator's, for later journeys to open the
 * console in (openOperatorConsole): for a journey that signed in through its own steps, as the admin
 * journey's enrolment does. Without it the next journey signed in again and, the enrolment's code being
 * spent, waited up to 30 s for the authenticator's next one.
 */
export async function keepOperatorSession(page: Page, email: string): Promise<void> {
  await saveSession(email, await page.context().cookies());
}

/**
 * Every run starts a fresh server, whose operators have enrolled nothing yet: secrets kept by an earlier
 * run whose server had the same port would make the first sign-in skip the enrolment and fail.
 */
export function forgetOperatorSecrets(): void {
  rmSync(storePath(), { force: true });
  rmSync(sessionsPath(), { force: true });
  rmSync(`${storePath()}.lock`, { recursive: true, force: true });
}

/** Whether an operator was enrolled on this run's server and their secret remembered (rememberOperatorSecret). */
export function operatorSecretRemembered(email: string): boolean {
  return readStore()[email] !== undefined;
}

/** Call after enrolling an operator: `code` is the one the enrolment used (it cannot be used again). */
export async function rememberOperatorSecret(
  email: string,
  secret: string,
  code: string = totpCode(secret),
): Promise<void> {
  await underLock(() => {
    const store = readStore();
    store[email] = { secret, used: [...(store[email]?.used ?? []), code] };
    writeStore(store);
  });
}

/** The operator's current code if no journey has sent it yet (and now taken), else null. */
function takeCurrentCode(email: string): string | null {
  const store = readStore();
  const remembered = store[email];
  if (!remembered) throw new Error(`no TOTP secret remembered for ${email}`);
  const code = totpCode(remembered.secret);
  if (remembered.used.includes(code)) return null;
  store[email] = { ...remembered, used: [...remembered.used.slice(-20), code] };
  writeStore(store);
  return code;
}

async function unusedCode(email: string): Promise<string> {
  for (;;) {
    const code = await underLock(() => takeCurrentCode(email));
    if (code !== null) return code;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Signs an operator in on the console's sign-in page: with a code from the remembered secret, or, at the
 * operator's first sign-in, through the TOTP enrolment (QR code and secret), remembering the secret.
 */
export async function signInOperator(
  page: Page,
  operator: { email: string; password: string },
): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/#\/sign-in/);
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  const known = operatorSecretRemembered(operator.email);
  if (known) await page.getByLabel('Authenticator code').fill(await unusedCode(operator.email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!known) {
    await expect(page.getByText('Set up two-factor sign-in')).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    const code = totpCode(secret);
    await rememberOperatorSecret(operator.email, secret, code);
    await page.getByLabel('Authenticator code').fill(code);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  }
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
  await keepOperatorSession(page, operator.email);
}

/**
 * The console on `page`, signed in as the operator: in the session an earlier journey signed in with when
 * it is still live, as an operator's browser keeps it, else through the sign-in page (signInOperator).
 * Signing in again for every journey took its steps and, as TOTP codes are single use, up to 30 s waiting
 * for the next code; the sign-in screens themselves are the admin journey's to test.
 */
export async function openOperatorConsole(
  page: Page,
  operator: { email: string; password: string },
): Promise<void> {
  const saved = readSessions()[operator.email];
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/admin/');
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await expect(menu.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
    if (await menu.isVisible()) return;
    // The session ended (idle for 30 minutes, say): sign in afresh.
    await page.context().clearCookies();
  }
  await signInOperator(page, operator);
}
