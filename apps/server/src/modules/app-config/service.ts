import { APP_DEFAULTS, AUTH, TIMING } from '@halcyon/api';
import { DEFAULT_UI_LOCALE, FALLBACK_LOCALE, SUPPORTED_LOCALES } from '@halcyon/i18n';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { pingDatabase, publicConfigValue, publicConfigValues } from './repo.ts';

export type AppConfigService = ReturnType<typeof createAppConfigService>;

type AppConfigDeps = Pick<AppContext, 'db' | 'clock' | 'log'> & {
  config: Pick<Config, 'registerCaptcha' | 'demoUser'>;
  /**
   * The demo login the client offers when DEMO_USER is on. Given by the app wiring (the demo user is the
   * ledger's): configuration describes the app and depends on no domain module.
   */
  demoAccount?: { account: string; password: string };
};

export function createAppConfigService({ db, clock, config, log, demoAccount }: AppConfigDeps) {
  const startedAt = clock.now();

  /** Values an operator deleted fall back to the spec's defaults, so clients always get a name, logo and version. */
  async function basics() {
    const values = await publicConfigValues(db, ['app_name', 'app_logo', 'app_version']);
    return {
      appName: values.app_name ?? APP_DEFAULTS.app_name,
      appLogo: values.app_logo ?? APP_DEFAULTS.app_logo,
      appVersion: values.app_version ?? APP_DEFAULTS.app_version,
    };
  }

  return {
    async info() {
      return {
        ...(await basics()),
        appVersionCode: APP_DEFAULTS.appVersionCode,
        supportedLocales: [...SUPPORTED_LOCALES],
        defaultLocale: DEFAULT_UI_LOCALE,
      };
    },

    async clientConfig() {
      return {
        appConfig: await publicConfigValues(db),
        registerCaptcha: config.registerCaptcha,
        emailCodeResendSeconds: TIMING.emailCodeResendSeconds,
        accessTokenTtlMs: AUTH.accessTokenTtlMs,
        supportedLocales: [...SUPPORTED_LOCALES],
        fallbackLocale: FALLBACK_LOCALE,
        // Its password is public by design (README, login page): the demo user holds only play money.
        ...(config.demoUser && demoAccount ? { demoAccount } : {}),
      };
    },

    async status() {
      const databaseOk = await this.databaseHealthy();
      return {
        status: databaseOk ? ('ok' as const) : ('degraded' as const),
        serverTime: clock.now(),
        uptimeSeconds: Math.max(0, Math.round((clock.now() - startedAt) / 1000)),
        registerCaptcha: config.registerCaptcha,
      };
    },

    async databaseHealthy(): Promise<boolean> {
      try {
        await pingDatabase(db);
        return true;
      } catch (error) {
        log.error({ err: error }, 'database health check failed');
        return false;
      }
    },

    all: () => publicConfigValues(db),
    values: (keys: readonly string[]) => publicConfigValues(db, keys),

    async value(key: string) {
      const value = await publicConfigValue(db, key);
      if (value === undefined) throw new AppError('NOT_FOUND');
      return { key, value };
    },
  };
}
