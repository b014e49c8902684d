import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { settingsSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from './app.js';
import { openDatabase } from './db/client.js';
import { queryRows } from './db/rows.js';
import type { MailTransport, OutgoingMail } from './modules/emails/transport.js';
import { productBody } from './test/fixtures.js';
import { signInNewOwner, testConfig } from './test/harness.js';
import { checkoutBody, fixedRates, setUpTransfer, WEBHOOK_SECRET } from './test/order-shop.js';
import { createScratchPostgres, type ScratchDatabase } from './test/shop-process.js';

/**
 * Two app instances (as behind a load balancer) with their own connection pools to one
 * PostgreSQL: nothing a shopper or an admin does may depend on which instance answers.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
/** Short, so the test can wait it out. */
const CACHE_TTL_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Instance = BuiltApp & { name: string; sent: OutgoingMail[] };
type AdminOrder = { id: string; order_number: number; email: string; transaction_amount: number };

describe.skipIf(!serverUrl)('two app instances on one PostgreSQL', () => {
  let database: ScratchDatabase | undefined;
  const jwtSecret = randomBytes(32).toString('hex');
  let a: Instance;
  let b: Instance;
  let adminHeaders: Record<string, string>;

  async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      async send(mail) {
        // Slow enough that both instances are sending at the same time.
        await sleep(3);
        sent.push(mail);
      },
      close: () => {},
    };
    const database = await openDatabase({ databaseUrl });
    const built = await buildApp(
      testConfig({
        jwtSecret,
        mpWebhookSecret: WEBHOOK_SECRET,
        jobWorker: false,
        publicCacheTtlMs: CACHE_TTL_MS,
      }),
      {
        database,
        logger: false,
        web: false,
        adapters: { rateQuoter: fixedRates(), mailTransport: transport },
      },
    );
    return { ...built, name, sent };
  }

  const order = (shop: Instance, productId: string, n: number) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: productId, size: '40', quantity: 1 }], {
        payer: { email: `cliente${n}@example.com` },
      }),
    });

  const adminOrders = async (shop: Instance): Promise<AdminOrder[]> => {
    const res = await shop.app.inject({ url: '/api/orders', headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  async function createProduct(shop: Instance, fields: Record<string, unknown>): Promise<string> {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: adminHeaders,
      payload: productBody(fields),
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  beforeAll(async () => {
    database = await createScratchPostgres('shop_multi');
    // Both start at once, as a deployment does: the migrations run once, under their lock.
    [a, b] = await Promise.all([
      startInstance('A', database.url),
      startInstance('B', database.url),
    ]);
    ({ adminHeaders } = await signInNewOwner(a, 'admin-instancias'));
    await setUpTransfer(a);
  }, 60_000);

  afterAll(async () => {
    for (const shop of [a, b]) {
      if (!shop) continue;
      await shop.app.close();
      await shop.database.close();
    }
    await database?.drop();
  });

  it('an admin signed in through one instance is an admin on the other', async () => {
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin-instancias', password: 'clave-segura-123' },
    });
    expect(login.statusCode).toBe(200);
    const fromB = { authorization: `Bearer ${login.json().token}` };
    expect((await a.app.inject({ url: '/api/orders', headers: fromB })).statusCode).toBe(200);
    // The token A signed works on B.
    expect((await b.app.inject({ url: '/api/orders', headers: adminHeaders })).statusCode).toBe(
      200,
    );
    const forged = { authorization: `Bearer ${login.json().token}x` };
    expect((await a.app.inject({ url: '/api/orders', headers: forged })).statusCode).toBe(401);
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const png = await sharp({
      create: { width: 48, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const upload = await a.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      headers: adminHeaders,
      payload: { image: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(upload.statusCode).toBe(200);
    const fromB = await b.app.inject({ url: upload.body, headers: { accept: 'image/png' } });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    const fromA = await a.app.inject({ url: upload.body, headers: { accept: 'image/png' } });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const scaled = await b.app.inject({ url: `${upload.body}?w=16`, headers: { accept: '*/*' } });
    expect(scaled.statusCode).toBe(200);
  });

  it('a product created through one instance is sold through the other', async () => {
    const id = await createProduct(a, {
      productName: 'Botín Compartido',
      variants: [
        {
          id: 1,
          variant: 'Negro',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
          sizes: [{ size: '40', stock: 2, sold: 0 }],
        },
      ],
    });
    const sold = await order(b, id, 0);
    expect(sold.statusCode).toBe(201);
    expect(sold.json().items).toEqual([
      expect.objectContaining({ name: 'Botín Compartido', size: '40', quantity: 1 }),
    ]);
    const onA = await a.app.inject({ url: `/api/products/${id}`, headers: adminHeaders });
    expect(onA.json().variants[0].sizes[0]).toMatchObject({ size: '40', stock: 1, sold: 1 });
    // The last unit, wanted through both at once: one order, one clear refusal.
    const [first, second] = await Promise.all([order(a, id, 1), order(b, id, 2)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it('orders placed through both get distinct, consecutive numbers and are seen through the other', async () => {
    const id = await createProduct(b, {
      productName: 'Medias Alternadas',
      variants: [
        {
          id: 1,
          variant: 'Blanco',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
          sizes: [{ size: '40', stock: 1000, sold: 0 }],
        },
      ],
    });
    const before = Math.max(0, ...(await adminOrders(a)).map((o) => o.order_number));

    // One after the other, alternating: each number is the previous one plus one.
    const sequential: { number: number; via: Instance }[] = [];
    for (let n = 0; n < 6; n++) {
      const via = n % 2 === 0 ? a : b;
      const res = await order(via, id, 100 + n);
      expect(res.statusCode).toBe(201);
      sequential.push({ number: res.json().order_number, via });
    }
    expect(sequential.map((s) => s.number)).toEqual(
      Array.from({ length: 6 }, (_, n) => before + 1 + n),
    );

    // All at once, alternating: distinct numbers with no gap.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => order(n % 2 === 0 ? a : b, id, 200 + n)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const numbers = answers.map((r) => r.json().order_number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, n) => before + 7 + n));

    const [listA, listB] = await Promise.all([adminOrders(a), adminOrders(b)]);
    expect(listB).toEqual(listA);
    for (const { number, via } of sequential) {
      const other = via === a ? b : a;
      const stored = listA.find((o) => o.order_number === number);
      expect(stored, `order ${number}`).toBeDefined();
      const res = await other.app.inject({
        url: `/api/order/${stored!.id}`,
        headers: adminHeaders,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ order_number: number, email: stored!.email });
    }
    // An admin change through one instance is what the other answers.
    const target = listA.find((o) => o.order_number === sequential[0]!.number)!;
    const put = await b.app.inject({
      method: 'PUT',
      url: `/api/order/${target.id}`,
      headers: adminHeaders,
      payload: { admin_comment: 'Cambiado desde la instancia B' },
    });
    expect(put.statusCode).toBe(200);
    const seen = await a.app.inject({ url: `/api/order/${target.id}`, headers: adminHeaders });
    expect(seen.json().admin_comment).toBe('Cambiado desde la instancia B');
  });

  it('the e-mail queue drained by both instances at once sends every e-mail exactly once', async () => {
    const settings = await a.services.settings.get();
    await a.services.settings.update(
      settingsSchema.parse({
        ...settings,
        contact: { ...settings.contact, email: 'ventas@tienda.test' },
      }),
    );
    const id = await createProduct(a, {
      productName: 'Pelota de la Cola',
      variants: [
        {
          id: 1,
          variant: 'Blanco',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
          sizes: [{ size: '40', stock: 1000, sold: 0 }],
        },
      ],
    });
    // The settings are reread at most once a second by each instance.
    await sleep(1100);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => order(n % 2 === 0 ? a : b, id, 300 + n)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(201));

    const pending = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            a.database.db,
            sql`select count(*) as n from jobs where kind = 'email' and status = 'pending'`,
          )
        )[0]?.n,
      );
    const queued = await pending();
    expect(queued).toBeGreaterThanOrEqual(60);
    a.sent.length = 0;
    b.sent.length = 0;

    await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);

    const sent = [...a.sent, ...b.sent];
    expect(sent).toHaveLength(queued);
    expect(new Set(sent.map((m) => `${m.to} ${m.subject}`)).size).toBe(queued);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    for (const number of answers.map((r) => r.json().order_number as number)) {
      expect(sent.filter((m) => m.subject.includes(`#${number}`)).map((m) => m.to)).toHaveLength(2);
    }
    expect(await pending()).toBe(0);
    const attempts = await queryRows<{ attempts: number; status: string }>(
      b.database.db,
      sql`select distinct attempts, status from jobs where kind = 'email'`,
    );
    expect(attempts).toEqual([{ attempts: 1, status: 'done' }]);
  });

  it("one instance's catalogue cache shows another instance's change once its short life ends", async () => {
    const category = (res: { json: () => { total: number; items: { id: string }[] } }) =>
      res.json();
    const pageUrl = '/api/products?page=1&category=indumentaria';
    const first = await createProduct(a, {
      productName: 'Campera Primera',
      cat: 'Indumentaria',
      sub_cat: 'Campera',
    });
    await sleep(CACHE_TTL_MS + 50);

    // B answers (and caches) the product and the page.
    const product = await b.app.inject({ url: `/api/products/${first}` });
    expect(product.json().price).toBe(89999);
    expect(category(await b.app.inject({ url: pageUrl })).total).toBe(1);
    const searched = '/api/products?page=1&q=campera';
    await b.app.inject({ url: searched });
    expect((await b.app.inject({ url: searched })).headers['x-cache']).toBe('hit');

    // A changes the price and adds a product: A shows it at once…
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/products/${first}`,
      headers: adminHeaders,
      payload: { price: 79999 },
    });
    expect(put.statusCode).toBe(200);
    const second = await createProduct(a, {
      productName: 'Campera Segunda',
      cat: 'Indumentaria',
      sub_cat: 'Campera',
    });
    expect((await a.app.inject({ url: `/api/products/${first}` })).json().price).toBe(79999);

    // …and B once its cached answers expire.
    await sleep(CACHE_TTL_MS + 50);
    expect((await b.app.inject({ url: `/api/products/${first}` })).json().price).toBe(79999);
    const page = category(await b.app.inject({ url: pageUrl }));
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id).sort()).toEqual([first, second].sort());
    // B's whole list, kept made, is rebuilt once B's catalogue memory reads A's change.
    const wholeList = async () =>
      ((await b.app.inject({ url: '/api/products' })).json() as { id: string }[]).map(
        (item) => item.id,
      );
    const deadline = Date.now() + 3000;
    while (!(await wholeList()).includes(second) && Date.now() < deadline) await sleep(50);
    expect(await wholeList()).toEqual(expect.arrayContaining([first, second]));
  });

  it("an instance's prepared statements survive a column that a newer instance's migration adds", async () => {
    const id = await createProduct(a, {
      productName: 'Botín de la Migración',
      variants: [
        {
          id: 1,
          variant: 'Negro',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
          sizes: [{ size: '40', stock: 1000, sold: 0 }],
        },
      ],
    });
    const burst = (from: number) =>
      Promise.all(Array.from({ length: 12 }, (_, n) => order(a, id, from + n)));
    // Enough orders that every connection has prepared (and cached plans of) the statements.
    for (let round = 0; round < 3; round++) {
      expect((await burst(500 + round * 12)).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    }
    await queryRows(
      b.database.db,
      sql`alter table orders add column nota_de_regalo text not null default ''`,
    );
    await queryRows(
      b.database.db,
      sql`alter table products add column destacado boolean not null default false`,
    );
    expect((await burst(600)).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  });
});
