import { anyOf } from '@commerce/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../test/render.tsx';
import { warmPages, type Page } from './routes.ts';

afterEach(() => vi.useRealTimers());

const page = (path: string, key: string, warm: boolean): Page & { load: ReturnType<typeof vi.fn> } => ({
  path,
  section: path,
  access: anyOf(key as never),
  warm,
  load: vi.fn(async () => () => null),
  prefetch: vi.fn(async () => () => null),
});

describe('warming the list pages while the shell is idle', () => {
  it("loads the warm pages' code and prefetch modules the session may open, one page at a time", async () => {
    vi.useFakeTimers();
    const orders = page('/orders', 'order-reader', true);
    const customers = page('/customers', 'customer-reader', true);
    const stores = page('/stores', 'stores-reader', true);
    const record = page('/orders/:id', 'order-reader', false);
    const session = testSession({ permissions: ['order-reader', 'customer-reader'] }).session!;
    warmPages([orders, customers, stores, record], session);
    expect(orders.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(orders.load).toHaveBeenCalledTimes(1);
    expect(orders.prefetch).toHaveBeenCalledTimes(1);
    expect(customers.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(customers.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    // Not a page the session may not open, nor one not marked warm.
    expect(stores.load).not.toHaveBeenCalled();
    expect(record.load).not.toHaveBeenCalled();
  });

  it('stops when asked (the shell goes, or the session changes)', async () => {
    vi.useFakeTimers();
    const orders = page('/orders', 'order-reader', true);
    const stop = warmPages([orders], testSession({ permissions: ['order-reader'] }).session!);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(orders.load).not.toHaveBeenCalled();
  });
});
