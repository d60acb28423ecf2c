import type { Page } from '@playwright/test';
import { consoleApi } from './console-api.ts';

type AdminPair = { symbol: string; status: 'active' | 'suspended' };

/**
 * Puts a pair back to trading through the console's API when it is suspended, and does nothing when it
 * trades: an attempt that died between suspending and resuming (a retry runs on the same server) left it
 * suspended, and a journey that suspends it must start from a pair that trades. `compact` is e.g. DOGEUSDT.
 */
export async function resumeIfSuspended(consolePage: Page, compact: string): Promise<void> {
  const admin = await consoleApi(consolePage);
  const { items } = await admin.get<{ items: AdminPair[] }>(`/config/pairs?query=${compact}`);
  const pair = items.find((item) => item.symbol.replace('/', '') === compact);
  if (!pair) throw new Error(`the console lists no pair ${compact}`);
  if (pair.status === 'suspended') {
    await admin.post(`/config/pairs/${compact}/resume`, {
      reason: 'e2e: left suspended by an earlier attempt',
    });
  }
}
