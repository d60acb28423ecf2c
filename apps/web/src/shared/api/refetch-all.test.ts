import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAll } from './refetch-all.ts';

describe('refetchAll', () => {
  const seeded = async (failAfterFirst: boolean) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    await client.fetchQuery({ queryKey: ['balance'], queryFn: () => '1' });
    await client.fetchQuery({
      queryKey: ['orders', 'all'],
      queryFn: () => {
        calls += 1;
        if (failAfterFirst && calls > 1) throw new Error('offline');
        return calls;
      },
    });
    return { client, calls: () => calls };
  };

  it('answers true when every query came back, having fetched each again', async () => {
    const { client, calls } = await seeded(false);
    await expect(refetchAll(client, [['balance'], ['orders']])).resolves.toBe(true);
    expect(calls()).toBe(2);
    expect(client.getQueryData(['orders', 'all'])).toBe(2);
  });

  it('answers false when one failed, and the others keep their data', async () => {
    const { client } = await seeded(true);
    await expect(refetchAll(client, [['balance'], ['orders']])).resolves.toBe(false);
    expect(client.getQueryData(['orders', 'all'])).toBe(1);
    expect(client.getQueryData(['balance'])).toBe('1');
  });
});
