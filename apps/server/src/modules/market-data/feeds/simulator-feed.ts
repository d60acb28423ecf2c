import { startFeedLoop } from './feed-loop.ts';
import { MarketSimulator } from './market-simulator.ts';
import type { FeedContext, PriceFeed } from './price-feed.ts';

/** MARKET_FEED=simulator: every open pair ticks once a second from the seeded simulator. */
export class SimulatorFeed implements PriceFeed {
  readonly name = 'simulator';
  private loop: ReturnType<typeof startFeedLoop> | undefined;

  constructor(private readonly seed: number) {}

  async start(context: FeedContext): Promise<void> {
    const simulator = new MarketSimulator({
      instruments: context.instruments,
      seed: this.seed,
      startPrice: context.startPrice,
    });
    this.loop = startFeedLoop(
      async () => {
        const ticks = simulator.advanceTo(context.now());
        if (ticks.length > 0) await context.emit(ticks);
      },
      (error) => context.log.error({ err: error }, 'simulator feed cycle failed'),
    );
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
    this.loop = undefined;
  }
}
