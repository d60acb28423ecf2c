import { z } from 'zod';
import { HOME_BANNER_COUNT } from './config-constants.ts';
import { pagination, paginationQuery } from './envelope.ts';
import { categoryId, decimalString, symbolParam } from './markets.ts';
import { CONTRACT_PERIODS } from './second-contract.ts';

/** Locale-keyed texts (zh-CN, en, ...): a missing locale falls back like every other text. */
export const localizedText = z.record(
  z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  z.string().max(5000, { error: 'validation.tooLong' }),
);

const urlOrPath = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), { error: 'validation.urlInvalid' });

/**
 * An image the user app shows: a path on this server, never another origin (the strict CSP, img-src 'self',
 * would refuse to show it anyway). The server also refuses a new address that is not a config image
 * uploaded through POST /config/images (422, `validation.imageNotUploaded`); one already saved may stay.
 */
const sameOriginImage = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((value) => value === '' || /^\/(?![/\\])/.test(value), { error: 'validation.imagePathInvalid' });

export const homeBanner = z.object({ image: sameOriginImage, link: urlOrPath });

/**
 * GET and PUT /api/admin/config/app. Stored as app_config keys the user app reads through /app-config:
 * app_name, app_logo, home_banner_{1..3}_image, home_banner_{1..3}_link, notice.{locale}, about_us.{locale}.
 */
export const adminAppConfig = z.object({
  appName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.tooLong' }),
  appLogo: sameOriginImage,
  banners: z.array(homeBanner).length(HOME_BANNER_COUNT),
  notice: localizedText,
  aboutUs: localizedText,
});
export type AdminAppConfig = z.infer<typeof adminAppConfig>;

/**
 * A pair's fee rate such as "0.001" (0.1 %): at least 0 and below 1, the database's CHECK (a fee of the
 * whole amount would leave a seller nothing), with at most the 18 decimals it stores (it would round 19
 * nines up to 1). Matched as text, as the console matches it too: Number() rounds 0.99999999999999999 to 1.
 */
export const FEE_RATE_PATTERN = /^0(\.\d{1,18})?$/;

const feeRateString = z
  .string({ error: 'validation.feeRateInvalid' })
  .regex(FEE_RATE_PATTERN, { error: 'validation.feeRateInvalid' });

export const adminPair = z.object({
  symbol: z.string(),
  category: z.string(),
  status: z.enum(['active', 'suspended']),
  suspendedReason: z.string().nullable(),
  makerFeeRate: decimalString,
  takerFeeRate: decimalString,
  contractEnabled: z.boolean(),
});
export type AdminPair = z.infer<typeof adminPair>;

/** `catalog`: the order of the instrument catalog (by category, then the catalog's own order). */
export const ADMIN_PAIR_SORTS = ['catalog', 'symbol', 'category', 'status'] as const;

/**
 * GET /api/admin/config/pairs: `query` finds a pair in any spelling (BTC/USDT, btcusdt, BTC-USDT) or by
 * name (bitcoin), `category` keeps one category's (the dashboard's pairs table links so); paged and sorted
 * by the server.
 */
export const adminPairsQuery = paginationQuery.extend({
  query: z.string().trim().max(64).optional(),
  category: categoryId.optional(),
  sort: z.enum(ADMIN_PAIR_SORTS).default('catalog'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminPairsQuery = z.infer<typeof adminPairsQuery>;

export const adminPairsResponse = z.object({ items: z.array(adminPair), pagination });

/** Path parameter: the compact symbol (BTCUSDT) or the display one (BTC/USDT, URL-encoded). */
export const adminPairParams = z.object({ symbol: symbolParam });

const reasonField = z
  .string({ error: 'validation.reasonRequired' })
  .trim()
  .min(1, { error: 'validation.reasonRequired' })
  .max(500, { error: 'validation.tooLong' });

/** POST /api/admin/config/pairs/{symbol}/suspend and /resume. */
export const pairStatusRequest = z.object({ reason: reasonField });
export const pairStatusResponse = z.object({
  pair: adminPair,
  /** Resting orders cancelled (their funds released) by a suspension. */
  cancelledOrders: z.number().int(),
});

/** PUT /api/admin/config/pairs/{symbol}/fees. */
export const pairFeesRequest = z.object({ makerFeeRate: feeRateString, takerFeeRate: feeRateString });
export const adminPairResponse = z.object({ pair: adminPair });

export const adminContractPeriod = z.object({
  /** Only the periods the product offers (spec: 30, 60, 300, 900 s). */
  seconds: z
    .number()
    .int()
    .refine((seconds) => (CONTRACT_PERIODS as readonly number[]).includes(seconds), {
      error: 'validation.contractPeriod',
    }),
  payoutRate: decimalString,
  enabled: z.boolean(),
});

/** GET and PUT /api/admin/config/contracts: amounts in the contract currency. */
export const adminContractConfig = z.object({
  currency: z.string(),
  minAmount: decimalString,
  maxAmount: decimalString,
  periods: z.array(adminContractPeriod).min(1),
});
export type AdminContractConfig = z.infer<typeof adminContractConfig>;

/**
 * A contract's minimum or maximum stake, above 0: at most the 8 decimals a person's stake may have, and at most
 * the 18 digits before the point that NUMERIC(36, 18) holds (one more failed the update, a 500; a 19th decimal
 * rounded "0.0000000000000000001" to 0, which failed the CHECK min_amount > 0). Matched as text, as fee rates.
 */
export const CONTRACT_STAKE_PATTERN = /^(0|[1-9]\d{0,17})(\.\d{1,8})?$/;

/**
 * A payout rate as text: at most 10, with at most the 18 decimals stored ("0.0000000000000000001" rounded to 0,
 * which failed the CHECK payout_rate > 0); above 0 is checked beside it.
 */
export const PAYOUT_RATE_PATTERN = /^(\d(\.\d{1,18})?|10(\.0{1,18})?)$/;

const contractStakeString = z
  .string({ error: 'validation.contractAmountInvalid' })
  .regex(CONTRACT_STAKE_PATTERN, { error: 'validation.contractAmountInvalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'validation.contractAmountInvalid' });

const adminContractPeriodRequest = adminContractPeriod.extend({
  payoutRate: z
    .string({ error: 'validation.payoutRateInvalid' })
    .regex(PAYOUT_RATE_PATTERN, { error: 'validation.payoutRateInvalid' })
    .refine((value) => /[1-9]/.test(value), { error: 'validation.payoutRateInvalid' }),
});

/**
 * Each period at most once: the periods are stored one after the other, so of a period listed twice (once
 * on, once off) the last would win, and a rule checked on the request would not hold for what was stored.
 */
const adminContractPeriodsRequest = z
  .array(adminContractPeriodRequest)
  .min(1)
  .superRefine((periods, context) => {
    periods.forEach((period, index) => {
      if (periods.findIndex((other) => other.seconds === period.seconds) !== index)
        context.addIssue({
          code: 'custom',
          path: [index, 'seconds'],
          message: 'validation.contractPeriodDuplicate',
        });
    });
  });

export const adminContractConfigRequest = z.object({
  minAmount: contractStakeString,
  maxAmount: contractStakeString,
  periods: adminContractPeriodsRequest,
});

/** PUT /api/admin/config/contracts/pairs/{symbol}: second contracts on or off for one pair. */
export const contractPairSwitchRequest = z.object({ enabled: z.boolean() });

export const configChange = z.object({
  kind: z.enum(['pairs', 'contracts', 'app', 'finance']),
  at: z.number().int(),
});
export type ConfigChange = z.infer<typeof configChange>;
