import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, pathOf, queryOf } from '../../../test/fetch-mock.ts';
import { categories, pageOf, pair } from '../../../test/market-fixtures.ts';
import { getTradingState, resetTradingStore, useTradingStore } from './trading-store.ts';

type Resolver = (response: Response) => void;
let pending: Array<{ query: Record<string, string>; resolve: Resolver }>;

beforeEach(() => {
  resetTradingStore();
  pending = [];
  mockFetch(
    (call) =>
      new Promise<Response>((resolve) => {
        if (pathOf(call) === '/api/uniapp/trading/pairs') pending.push({ query: queryOf(call), resolve });
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function answer(index: number, body: unknown) {
  pending[index]?.resolve(ok(body));
  await settle();
}

describe('pair list paging (spec section 4)', () => {
  it('with no category chosen asks for the first category', async () => {
    const load = getTradingState().loadFirstPage();
    await settle();
    expect(pending[0]?.query).toMatchObject({ page: '1', limit: '20', category: 'crypto', status: 'active' });
    await answer(0, pageOf([pair('BTC/USDT')], 1, 1));
    await load;

    // The categories' own order decides "first" once they are known.
    getTradingState().setCategories([...categories].reverse());
    expect(getTradingState().effectiveCategory()).toBe('commodities');
  });

  it('reset sets page 1 and clears the list', async () => {
    const load = getTradingState().loadFirstPage();
    await settle();
    await answer(0, pageOf([pair('BTC/USDT'), pair('ETH/USDT')], 1, 3, 60));
    await load;
    expect(getTradingState().tradingPairs).toHaveLength(2);
    expect(getTradingState().pagination).toEqual({ page: 1, limit: 20, total: 60, hasMore: true });

    const more = getTradingState().loadMore();
    await settle();
    await answer(1, pageOf([pair('SOL/USDT')], 2, 3, 60));
    await more;
    expect(getTradingState().pagination.page).toBe(2);

    getTradingState().resetPairs();
    expect(getTradingState().tradingPairs).toEqual([]);
    expect(getTradingState().pagination.page).toBe(1);
  });

  it('load more asks for the next page only when there is more and nothing is loading', async () => {
    const first = getTradingState().loadFirstPage();
    await settle();
    // Still loading page 1: load more does nothing.
    await getTradingState().loadMore();
    expect(pending).toHaveLength(1);
    await answer(0, pageOf([pair('BTC/USDT')], 1, 2, 21));
    await first;

    const second = getTradingState().loadMore();
    await settle();
    await getTradingState().loadMore();
    expect(pending.map((call) => call.query.page)).toEqual(['1', '2']);
    await answer(1, pageOf([pair('ETH/USDT'), pair('BTC/USDT')], 2, 2, 21));
    await second;

    // hasMore = page < totalPages: 2 < 2 is false, so no third request.
    expect(getTradingState().pagination.hasMore).toBe(false);
    await getTradingState().loadMore();
    expect(pending).toHaveLength(2);
    // Appended, without the duplicate a moving sort can produce.
    expect(getTradingState().tradingPairs.map((p) => p.symbol)).toEqual(['BTC/USDT', 'ETH/USDT']);
  });

  it('drops the answer to a query that has been replaced', async () => {
    useTradingStore.getState().setCategory('forex');
    const stale = getTradingState().loadFirstPage();
    await settle();
    useTradingStore.getState().setCategory('stocks');
    const fresh = getTradingState().loadFirstPage();
    await settle();
    expect(pending.map((call) => call.query.category)).toEqual(['forex', 'stocks']);
    await answer(1, pageOf([pair('AAPL/USDT')], 1, 1));
    await answer(0, pageOf([pair('EUR/USDT')], 1, 1));
    await Promise.all([stale, fresh]);
    expect(getTradingState().tradingPairs.map((p) => p.symbol)).toEqual(['AAPL/USDT']);
    expect(getTradingState().loading.pairs).toBe(false);
  });

  it('sends the search across categories, and the sort', async () => {
    getTradingState().setListQuery({ search: 'eth', sort: 'change', order: 'desc' });
    void getTradingState().loadFirstPage();
    await settle();
    expect(pending[0]?.query).toEqual({
      status: 'active',
      page: '1',
      limit: '20',
      search: 'eth',
      sort: 'change',
      order: 'desc',
    });
  });

  it('keeps live tickers by display symbol, whatever spelling they came in', () => {
    getTradingState().applyTickers([{ ...pair('BTC/USDT'), symbol: 'BTCUSDT', price: '101' }]);
    expect(getTradingState().realTimePrices['BTC/USDT']?.price).toBe('101');
  });
});
