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
