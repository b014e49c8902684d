/** Writes from a stale page (decision 0030), promotions: edits and deletes carry the version read. */
import { STALE_WRITE_ERROR, STALE_WRITE_MESSAGES, type PromotionAnswer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

describe.each(databaseKinds())('stale promotion writes on %s', (kind) => {
  let shop: TestShop;

  const create = async (title: string): Promise<PromotionAnswer> => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/promotion',
      headers: shop.adminHeaders,
      payload: { title, type: '2x1', categories: ['Medias'], endDate: '2030-12-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const read = async (id: string): Promise<PromotionAnswer> =>
    (await shop.app.inject({ url: `/api/promotion/${id}`, headers: shop.adminHeaders })).json();
  const send = (method: 'PUT' | 'DELETE', id: string, body?: object) =>
    shop.app.inject({
      method,
      url: `/api/promotion/${id}`,
      headers: shop.adminHeaders,
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('bumps the version on a fresh edit and refuses a stale one, writing nothing', async () => {
    const promo = await create('Medias 2x1');
    expect(promo.version).toBe(1);
    const fresh = await send('PUT', promo.id, { title: 'Medias 2x1 ya', version: 1 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ title: 'Medias 2x1 ya', version: 2 });
    const stale = await send('PUT', promo.id, { title: 'Pisada', disabled: true, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: STALE_WRITE_ERROR,
      message: STALE_WRITE_MESSAGES.promotion,
    });
    expect(await read(promo.id)).toMatchObject({
      title: 'Medias 2x1 ya',
      disabled: false,
      version: 2,
    });
  });

  it('accepts an edit without a version, as SPEC clients send it', async () => {
    const promo = await create('Sin versión');
    const res = await send('PUT', promo.id, { description: 'Nueva' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Nueva', version: 2 });
  });

  it('refuses a stale delete, keeping the promotion, and deletes at the version read', async () => {
    const promo = await create('Para borrar');
    expect((await send('PUT', promo.id, { title: 'Para borrar ya' })).statusCode).toBe(200);
    const stale = await send('DELETE', promo.id, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await read(promo.id)).title).toBe('Para borrar ya');
    expect((await send('DELETE', promo.id, { version: 2 })).statusCode).toBe(204);
    expect(
      (await shop.app.inject({ url: `/api/promotion/${promo.id}`, headers: shop.adminHeaders }))
        .statusCode,
    ).toBe(404);
  });
});
