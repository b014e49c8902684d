import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopToday } from '../../lib/dates.js';
import { SHOP_DAY_CHECK_MS, watchShopDay } from './shop-day.js';

describe('the shop day watch', () => {
  afterEach(() => vi.useRealTimers());

  it('calls once when midnight passes in Argentina (03:00 UTC), not at UTC midnight', () => {
    vi.useFakeTimers();
    // 23:59:58 in Buenos Aires (UTC−3).
    vi.setSystemTime(new Date('2026-06-30T02:59:58Z'));
    const days: string[] = [];
    const stop = watchShopDay((today) => days.push(today));
    vi.advanceTimersByTime(SHOP_DAY_CHECK_MS);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(2 * SHOP_DAY_CHECK_MS);
    expect(days).toEqual(['2026-06-30']);
    expect(shopToday()).toBe('2026-06-30');
    vi.advanceTimersByTime(60 * SHOP_DAY_CHECK_MS);
    expect(days).toHaveLength(1);
    stop();
    vi.setSystemTime(new Date('2026-07-01T03:00:01Z'));
    vi.advanceTimersByTime(5 * SHOP_DAY_CHECK_MS);
    expect(days).toHaveLength(1);
  });
});
