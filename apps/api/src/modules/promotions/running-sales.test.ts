/**
 * The running "% OFF" promotions every checkout prices by are read once a moment, not once per
 * order (issue 40), and a write through this instance or another still shows in time.
 */
import { PERCENT_OFF_TYPE, type NewPromotion } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { shopToday } from '../../lib/dates.js';
import { openTestDatabase } from '../../test/harness.js';
import { createPromotionRepo } from './repo.js';
import { createPromotionService, RUNNING_SALES_KEPT_MS } from './service.js';

const sale = (title: string, percentOff: number): NewPromotion => ({
  title,
  type: PERCENT_OFF_TYPE,
  categories: ['Botines'],
  endDate: '2099-12-31',
  percentOff,
  brands: [],
});

describe('the running sales a checkout prices by', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('are read once a moment, forgotten by a write here, and show another instance’s write within the moment', async () => {
    const repo = createPromotionRepo(database.db);
    let reads = 0;
    const counted = {
      ...repo,
      listOfType: (type: string) => {
        reads++;
        return repo.listOfType(type);
      },
    };
    const here = createPromotionService(counted);
    const elsewhere = createPromotionService(createPromotionRepo(database.db));
    const titles = async () => (await here.runningSales(shopToday())).map((s) => s.title).sort();

    const first = await here.create(sale('Semana del botín', 20));
    expect(await titles()).toEqual(['Semana del botín']);
    // A sale day's checkouts: one read for all of them.
    await Promise.all(Array.from({ length: 50 }, () => here.runningSales(shopToday())));
    expect(reads).toBe(1);

    // A write through this instance shows to the very next checkout.
    await here.update(first.id, { percentOff: 30, version: first.version });
    expect((await here.runningSales(shopToday()))[0]?.percentOff).toBe(30);
    expect(reads).toBe(2);

    // Another instance's write shows once the moment has passed, not before the next read.
    await elsewhere.create(sale('Liquidación de medias', 10));
    await new Promise((resolve) => setTimeout(resolve, RUNNING_SALES_KEPT_MS + 50));
    expect(await titles()).toEqual(['Liquidación de medias', 'Semana del botín']);
    expect(reads).toBe(3);

    // The shop's day turning reads them again at once.
    await here.runningSales('2099-12-31');
    expect(reads).toBe(4);
  });
});
