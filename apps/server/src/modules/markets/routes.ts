import {
  feesResponse,
  klineQuery,
  klineResponse,
  optionalSymbolQuery,
  pairListResponse,
  pairsQuery,
  pairsResponse,
  popularPairsQuery,
  priceResponse,
  productCategory,
  realTimePricesResponse,
  rulesResponse,
  stats24hResponse,
  statsQuery,
  statsResponse,
  symbolParam,
  symbolsRequest,
  tradingPair,
} from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf } from '../../platform/i18n.ts';
import { sendSerialized } from './envelope-text.ts';
import type { MarketsService } from './service.ts';

const tags = ['trading'];
/** BTC/USDT arrives URL-encoded (BTC%2FUSDT); the router decodes it before validation. */
const symbolPath = z.object({ symbol: symbolParam });

/** Public market reads under /trading: anyone may look at prices. */
export function marketRoutes(app: App, markets: MarketsService): void {
  app.get(
    '/trading/product-categories',
    { schema: { tags, response: envelopeResponses(z.array(productCategory)) } },
    async (request) => ok(markets.categories(localeOf(request.headers['accept-language']))),
  );

  app.get(
    '/trading/pairs',
    { schema: { tags, querystring: pairsQuery, response: envelopeResponses(pairsResponse) } },
    // Already serialised (and checked against the schema) once per feed cycle: see MarketsService.
    async (request, reply) => sendSerialized(reply, markets.pairsText(request.query)),
  );

  app.get(
    '/trading/popular-pairs',
    { schema: { tags, querystring: popularPairsQuery, response: envelopeResponses(pairListResponse) } },
    async (request, reply) => sendSerialized(reply, markets.popularText(request.query.limit)),
  );

  app.get(
    '/trading/pair/:symbol',
    { schema: { tags, params: symbolPath, response: envelopeResponses(tradingPair) } },
    async (request) => ok(markets.pair(request.params.symbol)),
  );

  app.post(
    '/trading/real-time-prices',
    { schema: { tags, body: symbolsRequest, response: envelopeResponses(realTimePricesResponse) } },
    async (request) => ok(markets.realTimePrices(request.body.symbols)),
  );

  app.get(
    '/trading/price/:symbol',
    { schema: { tags, params: symbolPath, response: envelopeResponses(priceResponse) } },
    async (request) => ok(markets.price(request.params.symbol)),
  );

  app.get(
    '/trading/kline',
    { schema: { tags, querystring: klineQuery, response: envelopeResponses(klineResponse) } },
    async (request, reply) => sendSerialized(reply, await markets.klineText(request.query)),
  );

  app.post(
    '/trading/24h-stats',
    { schema: { tags, body: symbolsRequest, response: envelopeResponses(stats24hResponse) } },
    async (request) => ok(await markets.stats24h(request.body.symbols)),
  );

  app.get(
    '/trading/stats',
    { schema: { tags, querystring: statsQuery, response: envelopeResponses(statsResponse) } },
    async (request) => ok(await markets.stats(request.query.symbol, request.query.period)),
  );

  app.get(
    '/trading/fees',
    { schema: { tags, querystring: optionalSymbolQuery, response: envelopeResponses(feesResponse) } },
    async (request) => ok(markets.fees(request.query.symbol)),
  );

  app.get(
    '/trading/rules',
    { schema: { tags, querystring: optionalSymbolQuery, response: envelopeResponses(rulesResponse) } },
    async (request) => ok(markets.rules(request.query.symbol)),
  );
}
