import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, createOrderShop, type OrderShop } from '../../test/order-shop.js';
import { createLowStockDigest, LOW_STOCK_DIGEST_JOB, nextDigestAt } from './digest.js';
import { createReportsRepo } from './repo.js';

describe('nextDigestAt', () => {
  it('is the next 08:00 in Argentina (11:00 UTC)', () => {
    expect(nextDigestAt(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-03-15T11:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-03-15T11:00:00Z')).toISOString()).toBe(
      '2026-03-16T11:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-03-15T02:00:00Z')).toISOString()).toBe(
      '2026-03-15T11:00:00.000Z',
    );
  });
});

describe.each(databaseKinds())('low-stock digest on %s', (kind) => {
  let shop: OrderShop;
  const NOW = new Date('2026-03-15T11:00:05Z');
  const digest = () =>
    createLowStockDigest({
      db: shop.database.db,
      repo: createReportsRepo(shop.database.db),
      settings: shop.services.settings,
      emails: shop.services.emails,
      now: () => NOW,
    });
  const mails = async () =>
    (await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })).json() as {
      to: string;
      subject: string;
      text: string;
      orderNumber: number | null;
    }[];
  const pendingDigests = () =>
    queryRows<{ run_at: Date | string }>(
      shop.database.db,
      sql`select run_at from jobs where kind = ${LOW_STOCK_DIGEST_JOB} and status = 'pending'`,
    );
  const settings = (lowStockThreshold: number, email: string) =>
    shop.services.settings.update({
      ...DEFAULT_SETTINGS,
      lowStockThreshold,
      contact: { ...DEFAULT_SETTINGS.contact, email },
    });

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    await addProduct(shop, {
      productName: 'Botín Copa',
      price: 5000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1, '41': 2, '42': 9 },
    });
  });
  afterAll(() => shop.close());

  it('schedules one digest for the next 08:00, however many instances start', async () => {
    await digest().ensureScheduled();
    await digest().ensureScheduled();
    const pending = await pendingDigests();
    expect(pending).toHaveLength(1);
    expect(new Date(pending[0]!.run_at).toISOString()).toBe('2026-03-16T11:00:00.000Z');
  });

  it("sends nothing on a day with no size at or under the threshold, and schedules tomorrow's", async () => {
    await settings(0, 'dueno@tienda.test');
    await digest().handler(undefined, { id: 0, attempts: 0 });
    expect(await mails()).toEqual([]);
    expect(await pendingDigests()).toHaveLength(2);
  });

  it("e-mails the shop's address the sizes at or under the threshold, fewest first", async () => {
    await settings(2, 'dueno@tienda.test');
    await digest().handler(undefined, { id: 0, attempts: 0 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'dueno@tienda.test',
      subject: 'Stock bajo: 2 talles con 2 unidades o menos',
      orderNumber: null,
    });
    expect(mail!.text).toContain('Botín Copa · Único · talle 40: 1 unidad');
    expect(mail!.text).toContain('Botín Copa · Único · talle 41: 2 unidades');
    expect(mail!.text).not.toContain('talle 42');
  });

  it('sends nothing when the shop has no contact e-mail', async () => {
    await settings(5, '');
    const before = (await mails()).length;
    await digest().handler(undefined, { id: 0, attempts: 0 });
    expect(await mails()).toHaveLength(before);
  });
});
