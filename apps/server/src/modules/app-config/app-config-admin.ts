import { type AdminAppConfig, APP_DEFAULTS, HOME_BANNER_COUNT } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, type FieldErrors } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { configValuesLike, writeConfigValues } from './admin-repo.ts';

/** Announced on the bus after a change (the values are read from the database on every request). */
export const APP_CONFIG_CHANGED_TOPIC = 'config.app';

const bannerKeys = (index: number) => ({
  image: `home_banner_${index + 1}_image`,
  link: `home_banner_${index + 1}_link`,
});

/** The console's view of the app_config keys the user app reads through /app-config. */
function fromValues(values: Record<string, string>): AdminAppConfig {
  const perLocale = (prefix: string) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
  return {
    appName: values.app_name ?? APP_DEFAULTS.app_name,
    appLogo: values.app_logo ?? APP_DEFAULTS.app_logo,
    banners: Array.from({ length: HOME_BANNER_COUNT }, (_, index) => ({
      image: values[bannerKeys(index).image] ?? '',
      link: values[bannerKeys(index).link] ?? '',
    })),
    notice: perLocale('notice.'),
    aboutUs: perLocale('about_us.'),
  };
}

function toValues(config: AdminAppConfig, previous: AdminAppConfig): Record<string, string> {
  const values: Record<string, string> = { app_name: config.appName, app_logo: config.appLogo };
  config.banners.forEach((banner, index) => {
    values[bannerKeys(index).image] = banner.image;
    values[bannerKeys(index).link] = banner.link;
  });
  // A language whose text was removed is cleared, not left behind.
  for (const [prefix, next, before] of [
    ['notice.', config.notice, previous.notice],
    ['about_us.', config.aboutUs, previous.aboutUs],
  ] as const) {
    for (const locale of new Set([...Object.keys(before), ...Object.keys(next)])) {
      values[`${prefix}${locale}`] = next[locale] ?? '';
    }
  }
  return values;
}

const PREFIXES = ['app_name', 'app_logo', 'home_banner_', 'notice.', 'about_us.'];

/** The image fields of a configuration, by the field path a 422 names. */
const imageFields = (config: AdminAppConfig): Array<[string, string]> => [
  ['appLogo', config.appLogo],
  ...config.banners.map((banner, index): [string, string] => [`banners.${index}.image`, banner.image]),
];

/**
 * The uploads module's config images, wired in by the composition root: claims the image at an address
 * inside the saving transaction (false when no config image was uploaded there).
 */
export type ConfigImageClaim = (trx: Db, url: string) => Promise<boolean>;

/**
 * Each image the save newly points at must be one uploaded through the console (claimed, so the sweep of
 * unreferenced images keeps it). An image the configuration already shows (the bundled logo, or one saved
 * before this rule) may stay, so editing a text never asks for a new upload.
 */
async function claimNewImages(
  trx: Db,
  claim: ConfigImageClaim,
  next: AdminAppConfig,
  before: AdminAppConfig,
) {
  const shown = new Set(imageFields(before).map(([, url]) => url));
  const errors: FieldErrors = {};
  for (const [field, url] of imageFields(next)) {
    if (url === '' || shown.has(url)) continue;
    if (!(await claim(trx, url))) errors[field] = ['validation.imageNotUploaded'];
  }
  // Thrown inside the transaction: nothing of the save is kept.
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
}

export type AppConfigAdmin = ReturnType<typeof createAppConfigAdmin>;

export function createAppConfigAdmin(
  { db, clock, bus }: Pick<AppContext, 'db' | 'clock' | 'bus'>,
  claimImage: ConfigImageClaim,
) {
  const current = async () => fromValues(await configValuesLike(db, PREFIXES));
  return {
    current,
    async update(actor: AuditActor, config: AdminAppConfig): Promise<AdminAppConfig> {
      const before = await current();
      await db.transaction().execute(async (trx) => {
        await claimNewImages(trx, claimImage, config, before);
        const at = dateOf(clock);
        await writeConfigValues(trx, toValues(config, before), at);
        await appendAudit(trx, {
          actor,
          at,
          action: 'config.app',
          targetType: 'app_config',
          targetId: 'app',
          before,
          after: config,
        });
      });
      await bus.publish(APP_CONFIG_CHANGED_TOPIC, { at: clock.now() });
      return current();
    },
  };
}
