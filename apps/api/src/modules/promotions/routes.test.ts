import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopToday } from '../../lib/dates.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

type PromotionAnswer = {
  id: string;
  slug: string;
  title: string;
  endDate: string;
  disabled: boolean;
  usageRecord: unknown[];
};

/** The shop's calendar day `days` away from today, in Argentina. */
function shopDay(days: number): string {
  const date = new Date(`${shopToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function promotionBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Botines 2x1',
    description: 'Llevá dos pares de botines y pagá uno.',
    img: '/api/images/00000000-0000-4000-8000-000000000001',
    type: '2x1',
    categories: ['Botines'],
    subcategories: ['Futbol 5', 'Futbol 11'],
    endDate: shopDay(30),
    ...overrides,
  };
}

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = {
  error: 'not_found',
  message: 'No encontramos esa promoción o ya no está disponible.',
};

describe.each(databaseKinds())('promotions API on %s', (kind) => {
  let shop: TestShop;
  const created: Record<string, PromotionAnswer> = {};

  const create = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/promotion', headers, payload: body });
  const update = (id: string, body: Record<string, unknown>, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'PUT', url: `/api/promotion/${id}`, headers, payload: body });
  const remove = (id: string, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'DELETE', url: `/api/promotion/${id}`, headers });
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({ url: `/api/promotion${query}`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { promotion: PromotionAnswer[] }).promotion;
  };
  const titles = async (query = '', headers: Record<string, string> = {}) =>
    (await list(query, headers)).map((p) => p.title).sort();
  const allTitles = () => titles('?all=1', shop.adminHeaders);

  beforeAll(async () => {
    shop = await createTestShop(kind);
    const seed = {
      endsToday: promotionBody({ title: 'Termina hoy', endDate: shopDay(0) }),
      endedYesterday: promotionBody({ title: 'Terminó ayer', endDate: shopDay(-1) }),
      future: promotionBody({
        title: 'Camisetas 3x2',
        type: '3x2',
        categories: ['Camisetas'],
        subcategories: ['Retro'],
      }),
      disabled: promotionBody({ title: 'Pausada', disabled: true }),
    };
    for (const [key, body] of Object.entries(seed)) {
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      created[key] = res.json();
    }
  });
  afterAll(() => shop.close());

  describe('GET /api/promotion', () => {
    it('shows shoppers only enabled promotions whose end date (Argentina) is today or later', async () => {
      expect(await titles()).toEqual(['Camisetas 3x2', 'Termina hoy']);
    });

    it('shows an admin every promotion with ?all=1, and the current ones without it', async () => {
      expect(await allTitles()).toEqual([
        'Camisetas 3x2',
        'Pausada',
        'Termina hoy',
        'Terminó ayer',
      ]);
      expect(await titles('', shop.adminHeaders)).toEqual(['Camisetas 3x2', 'Termina hoy']);
    });

    it('ignores ?all=1 from a shopper or a forged token', async () => {
      expect(await titles('?all=1')).toEqual(['Camisetas 3x2', 'Termina hoy']);
      expect(await titles('?all=1', FORGED)).toEqual(['Camisetas 3x2', 'Termina hoy']);
    });

    it('answers the promotion fields, usageRecord as an array', async () => {
      const [promotion] = (await list()).filter((p) => p.title === 'Camisetas 3x2');
      expect(promotion).toEqual({
        id: created.future!.id,
        _id: created.future!.id,
        slug: expect.any(String),
        title: 'Camisetas 3x2',
        description: 'Llevá dos pares de botines y pagá uno.',
        img: '/api/images/00000000-0000-4000-8000-000000000001',
        type: '3x2',
        categories: ['Camisetas'],
        subcategories: ['Retro'],
        productIds: [],
        giftCategories: [],
        giftSubcategories: [],
        startDate: null,
        endDate: shopDay(30),
        percentOff: null,
        brands: [],
        badge: '',
        disabled: false,
        video_youtube: null,
        usageRecord: [],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        version: 1,
      });
      for (const p of await list('?all=1', shop.adminHeaders))
        expect(Array.isArray(p.usageRecord)).toBe(true);
    });

    it('counts the end date in Argentina, not in UTC', async () => {
      const { id } = (
        await create(promotionBody({ title: 'Fin de junio', endDate: '2030-06-14' }))
      ).json();
      try {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2030-06-15T02:00:00Z')); // 14 June, 23:00 in Buenos Aires
        expect(await titles()).toContain('Fin de junio');
        expect((await shop.app.inject(`/api/promotion/${id}`)).statusCode).toBe(200);
        vi.setSystemTime(new Date('2030-06-15T03:30:00Z')); // 15 June, 00:30 in Buenos Aires
        expect(await titles()).not.toContain('Fin de junio');
        expect((await shop.app.inject(`/api/promotion/${id}`)).statusCode).toBe(404);
      } finally {
        vi.useRealTimers();
        await remove(id);
      }
    });

    it('refuses an unknown value of all', async () => {
      const res = await shop.app.inject('/api/promotion?all=si');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
    });
  });

  describe('GET /api/promotion/:idOrSlug', () => {
    it('finds a current promotion by id and by slug', async () => {
      const { id, slug } = created.endsToday!;
      expect(slug).toBe('terminahoy');
      const byId = await shop.app.inject(`/api/promotion/${id}`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ id, title: 'Termina hoy', endDate: shopDay(0) });
      const bySlug = await shop.app.inject(`/api/promotion/${slug}`);
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json().id).toBe(id);
    });

    it('hides expired and disabled promotions from shoppers but not from admins', async () => {
      for (const { id, slug } of [created.endedYesterday!, created.disabled!]) {
        for (const key of [id, slug]) {
          const res = await shop.app.inject(`/api/promotion/${key}`);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual(NOT_FOUND);
          expect(
            (await shop.app.inject({ url: `/api/promotion/${key}`, headers: shop.adminHeaders }))
              .statusCode,
          ).toBe(200);
        }
      }
    });

    it('answers 404 for an unknown id or slug, whatever it looks like', async () => {
      for (const key of [UNKNOWN_ID, 'no-existe', '-'.repeat(36), 'a'.repeat(36)]) {
        const res = await shop.app.inject({
          url: `/api/promotion/${key}`,
          headers: shop.adminHeaders,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });
  });

  describe('POST /api/promotion', () => {
    it('creates a promotion (201) with a unique slug', async () => {
      const res = await create(promotionBody({ title: 'Botines 2x1' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: 'Botines 2x1',
        slug: 'botines2x1',
        type: '2x1',
        disabled: false,
        usageRecord: [],
      });
      const again = await create(promotionBody({ title: 'Botines 2x1' }));
      expect(again.json().slug).toBe('botines2x1-2');
      expect(await titles()).toEqual([
        'Botines 2x1',
        'Botines 2x1',
        'Camisetas 3x2',
        'Termina hoy',
      ]);
      for (const { id } of [res.json(), again.json()])
        expect((await remove(id)).statusCode).toBe(204);
    });

    it('keeps gift choices for Regalo only', async () => {
      const gift = await create(
        promotionBody({
          title: 'Botín con medias de regalo',
          type: 'Regalo',
          giftCategories: ['Medias'],
          giftSubcategories: ['Largas'],
        }),
      );
      expect(gift.statusCode).toBe(201);
      expect(gift.json()).toMatchObject({
        type: 'Regalo',
        giftCategories: ['Medias'],
        giftSubcategories: ['Largas'],
      });

      const notGift = await create(
        promotionBody({
          title: 'Sin regalo',
          giftCategories: ['Medias'],
          giftSubcategories: ['Largas'],
        }),
      );
      expect(notGift.json()).toMatchObject({ giftCategories: [], giftSubcategories: [] });
      for (const { id } of [gift.json(), notGift.json()]) await remove(id);
    });

    it('keeps the calendar day of a full ISO end date', async () => {
      const res = await create(
        promotionBody({ title: 'Con hora', endDate: '2031-03-15T23:59:00-03:00' }),
      );
      expect(res.json().endDate).toBe('2031-03-15');
      await remove(res.json().id);
    });

    it.each([
      [{ title: '' }, 'title', 'El Título es obligatorio'],
      [{ title: '   ' }, 'title', 'El Título es obligatorio'],
      [{ title: undefined }, 'title', 'El Título es obligatorio'],
      [{ type: undefined }, 'type', 'El Tipo de promoción es obligatorio'],
      [{ type: '4x3' }, 'type', 'El Tipo de promoción es obligatorio'],
      [{ categories: [] }, 'categories', 'Debe seleccionar al menos una categoría'],
      [{ categories: undefined }, 'categories', 'Debe seleccionar al menos una categoría'],
      [{ endDate: '' }, 'endDate', 'La fecha de caducidad es obligatoria'],
      [{ endDate: undefined }, 'endDate', 'La fecha de caducidad es obligatoria'],
      [{ endDate: '2030-02-30' }, 'endDate', 'La fecha de caducidad no es válida'],
      [
        { categories: ['Botines'], subcategories: ['Retro'] },
        'subcategories',
        'La subcategoría Retro no pertenece a las categorías elegidas',
      ],
      [
        { type: 'Regalo', giftSubcategories: ['Largas'] },
        'giftCategories',
        'Debe seleccionar al menos una categoría de regalo',
      ],
      [
        { type: 'Regalo', giftCategories: ['Medias'] },
        'giftSubcategories',
        'Debe seleccionar al menos una subcategoría de regalo',
      ],
    ])('refuses %j with the message on %s, writing nothing', async (change, field, message) => {
      const before = await allTitles();
      const res = await create(promotionBody({ title: 'Inválida', ...change }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message, field });
      expect(await allTitles()).toEqual(before);
    });

    it('writes nothing without a valid admin token', async () => {
      for (const headers of [{}, FORGED]) {
        const res = await create(promotionBody({ title: 'Intrusa' }), headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
      expect(await allTitles()).not.toContain('Intrusa');
    });
  });

  describe('PUT /api/promotion/:id', () => {
    it('edits title, description and end date, and GET shows them', async () => {
      const { id } = created.endedYesterday!;
      const res = await update(id, {
        title: 'Reactivada',
        description: 'Vuelve por una semana.',
        endDate: shopDay(7),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        title: 'Reactivada',
        description: 'Vuelve por una semana.',
        endDate: shopDay(7),
      });
      expect((await shop.app.inject(`/api/promotion/${id}`)).json()).toMatchObject({
        title: 'Reactivada',
        endDate: shopDay(7),
      });
      expect(await titles()).toContain('Reactivada');

      await update(id, { endDate: shopDay(-1) });
      expect(await titles()).not.toContain('Reactivada');
    });

    it('refuses a blank title or a wrong date, changing nothing', async () => {
      const { id } = created.future!;
      const blank = await update(id, { title: '', description: 'cambiada' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: 'El Título es obligatorio', field: 'title' });
      const date = await update(id, { endDate: 'mañana' });
      expect(date.statusCode).toBe(400);
      expect(date.json()).toMatchObject({
        message: 'La fecha de caducidad no es válida',
        field: 'endDate',
      });
      expect((await shop.app.inject(`/api/promotion/${id}`)).json()).toMatchObject({
        title: 'Camisetas 3x2',
        description: 'Llevá dos pares de botines y pagá uno.',
        endDate: shopDay(30),
      });
    });

    it('answers 404 for an unknown promotion', async () => {
      const res = await update(UNKNOWN_ID, { title: 'Nada' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    it('changes nothing without a valid admin token', async () => {
      const { id } = created.future!;
      for (const headers of [{}, FORGED])
        expect((await update(id, { title: 'Hackeada' }, headers)).statusCode).toBe(401);
      expect((await shop.app.inject(`/api/promotion/${id}`)).json().title).toBe('Camisetas 3x2');
    });
  });

  describe('DELETE /api/promotion/:id', () => {
    it('deletes (204), then answers 404', async () => {
      const { id } = (await create(promotionBody({ title: 'Para borrar' }))).json();
      const res = await remove(id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(
        (await shop.app.inject({ url: `/api/promotion/${id}`, headers: shop.adminHeaders }))
          .statusCode,
      ).toBe(404);
      expect(await allTitles()).not.toContain('Para borrar');
      const again = await remove(id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NOT_FOUND);
    });

    it('deletes nothing without a valid admin token', async () => {
      const { id } = created.future!;
      for (const headers of [{}, FORGED]) expect((await remove(id, headers)).statusCode).toBe(401);
      expect((await shop.app.inject(`/api/promotion/${id}`)).statusCode).toBe(200);
    });
  });
});
