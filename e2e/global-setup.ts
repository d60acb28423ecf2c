import { startAppServer } from './support/app-server.ts';
import { startMailCatcher } from './support/mail-catcher.ts';
import { forgetOperatorSecrets } from './support/operator-session.ts';
import { E2E_ADMIN } from './support/operators.ts';

/**
 * One real server for the whole run, with its mail going over SMTP to a catcher the tests can read.
 * Values reach the test workers through the environment (they start after this returns).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = await startMailCatcher();
  const app = await startAppServer({
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Halcyon <no-reply@halcyon.test>',
    // The image captcha exists to stop robots; the journeys are robots (the server suite tests it).
    REGISTER_CAPTCHA: 'off',
    // Every browser of the run is one client at 127.0.0.1, two journeys at a time: together they asked for
    // up to 235 API answers a minute on a loaded machine, near the 300 a single address is allowed, and more
    // where the machine is faster. The per-route budgets of sign-in and registration stay as they are.
    RATE_LIMIT_PER_MINUTE: '3000',
    // The console's first operator (the admin journey signs in as them and enrols TOTP).
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  process.env.E2E_BASE_URL = app.baseUrl;
  forgetOperatorSecrets();
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${mail.httpPort}`;
  return async () => {
    await app.stop();
    await mail.stop();
  };
}
