import { settingsSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  TRANSFER_SETUP,
  type OrderShop,
} from '../../test/order-shop.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import { EMAIL_JOB } from './service.js';
import type { MailTransport, OutgoingMail } from './transport.js';

describe.each(databaseKinds())('e-mail outbox on %s', (kind) => {
  let shop: OrderShop;
  let product: string;
  const sent: OutgoingMail[] = [];
  let failing = false;
  const transport: MailTransport = {
    async send(mail) {
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
    close: () => {},
  };
  const outbox = async () =>
    (await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })).json() as {
      id: string;
      to: string;
      subject: string;
      status: string;
      attempts: number;
      sentAt: string | null;
      html: string;
      text: string;
    }[];
  const order = (email: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: product, size: '40', quantity: 1 }], { payer: { email } }),
    });

  beforeAll(async () => {
    shop = await createOrderShop(kind, { mailTransport: transport });
    product = await addProduct(shop, {
      productName: 'Botín <Edición> & Cía',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
    await shop.services.settings.update(
      settingsSchema.parse({
        ...TRANSFER_SETUP,
        contact: { ...TRANSFER_SETUP.contact, email: 'ventas@tienda.test' },
      }),
    );
  });
  afterAll(() => shop.close());

  it('a new order writes the shopper and the shop e-mails to the outbox, newest first', async () => {
    const res = await order('compra@example.com');
    expect(res.statusCode).toBe(201);
    const number = res.json().order_number;
    const [shopMail, shopperMail] = await outbox();
    expect(shopperMail).toEqual({
      id: expect.any(String),
      to: 'compra@example.com',
      subject: `Recibimos tu pedido #${number}`,
      text: expect.stringContaining('Botín <Edición> & Cía'),
      html: expect.stringContaining('Botín &lt;Edición&gt; &amp; Cía'),
      template: 'order_created',
      orderNumber: number,
      status: 'pendiente',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(shopMail).toMatchObject({
      to: 'ventas@tienda.test',
      subject: `Nuevo pedido #${number} — Juana Pérez`,
      template: 'shop_new_order',
    });
  });

  it('the worker sends them through SMTP and marks them sent', async () => {
    sent.length = 0;
    await shop.services.jobs.runDue();
    for (const mail of await outbox()) {
      expect(mail.status).toBe('enviado');
      expect(mail.attempts).toBe(1);
      expect(mail.sentAt).toEqual(expect.any(String));
    }
    expect(sent.map((m) => m.to).sort()).toEqual(['compra@example.com', 'ventas@tienda.test']);
    expect(sent.find((m) => m.to === 'compra@example.com')).toEqual({
      to: 'compra@example.com',
      subject: expect.stringMatching(/^Recibimos tu pedido #\d+$/),
      text: expect.any(String),
      html: expect.stringMatching(/^<!doctype html>/),
    });
  });

  it('an e-mail is written from its order when sent, and kept as it went out', async () => {
    const res = await order('escrito@example.com');
    const number = res.json().order_number;
    const settings = await shop.services.settings.get();
    // Bank details changed after the order, before the e-mail went out: the e-mail has them.
    await shop.services.settings.update(
      settingsSchema.parse({
        ...settings,
        bankAccount: { ...settings.bankAccount, alias: 'ALIAS.NUEVO' },
      }),
    );
    sent.length = 0;
    await shop.services.jobs.runDue();
    const mail = sent.find((m) => m.to === 'escrito@example.com');
    expect(mail?.subject).toBe(`Recibimos tu pedido #${number}`);
    expect(mail?.text).toContain('ALIAS.NUEVO');

    // Changed again after sending: the outbox still shows what was sent.
    await shop.services.settings.update(
      settingsSchema.parse({
        ...settings,
        bankAccount: { ...settings.bankAccount, alias: 'ALIAS.POSTERIOR' },
      }),
    );
    const stored = (await outbox()).find((m) => m.to === 'escrito@example.com');
    expect(stored).toMatchObject({ status: 'enviado', text: mail?.text, html: mail?.html });
  });

  it('an e-mail queued already written is sent as it is', async () => {
    const written = {
      to: 'antiguo@example.com',
      subject: 'Recibimos tu pedido #77',
      text: 'Texto ya escrito',
      html: '<!doctype html><p>Texto ya escrito</p>',
      template: 'order_created',
      orderNumber: 77,
    };
    await enqueueJobs(shop.database.db, [{ kind: EMAIL_JOB, payload: written }]);
    sent.length = 0;
    await shop.services.jobs.runDue();
    expect(sent).toEqual([
      { to: written.to, subject: written.subject, text: written.text, html: written.html },
    ]);
  });

  it('a failing server leaves them in the outbox to be retried later, never lost', async () => {
    sent.length = 0;
    failing = true;
    await order('reintento@example.com');
    await shop.services.jobs.runDue();
    expect((await outbox()).find((m) => m.to === 'reintento@example.com')).toMatchObject({
      status: 'pendiente',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    failing = false;
    // The retry waits for its backoff: nothing is sent right away.
    await shop.services.jobs.runDue();
    expect(sent).toEqual([]);
  });

  const resend = (id: string, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: `/api/emails/${id}/resend`, headers });

  it("'Reenviar' on an e-mail waiting for its retry sends it at the next pass", async () => {
    sent.length = 0;
    const waiting = (await outbox()).find((m) => m.to === 'reintento@example.com');
    const res = await resend(waiting?.id ?? '');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: waiting?.id, status: 'pendiente' });
    await shop.services.jobs.runDue();
    expect(sent.map((m) => m.to)).toEqual(['reintento@example.com']);
    expect((await outbox()).filter((m) => m.to === 'reintento@example.com')).toHaveLength(1);
  });

  it("'Reenviar' on a sent e-mail queues a copy as it went out; the first stays sent", async () => {
    const before = await outbox();
    const first = before.find((m) => m.to === 'escrito@example.com');
    expect(first?.status).toBe('enviado');
    const res = await resend(first?.id ?? '');
    expect(res.statusCode).toBe(202);
    const copy = res.json() as { id: string; status: string; text: string };
    expect(copy).toMatchObject({ status: 'pendiente', text: first?.text, attempts: 0 });
    expect(copy.id).not.toBe(first?.id);

    sent.length = 0;
    await shop.services.jobs.runDue();
    expect(sent).toEqual([
      { to: 'escrito@example.com', subject: first?.subject, text: first?.text, html: first?.html },
    ]);
    const after = await outbox();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((m) => m.id === first?.id)?.status).toBe('enviado');
    expect(after.find((m) => m.id === copy.id)?.status).toBe('enviado');
  });

  it("'Reenviar' refuses an unknown or malformed id and a visitor, queuing nothing", async () => {
    const count = (await outbox()).length;
    const missing = await resend('999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'No encontramos ese correo.' });
    const malformed = await resend('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'validation_error',
      message: 'El id del correo no es válido.',
    });
    const first = (await outbox())[0];
    expect((await resend(first?.id ?? '', {})).statusCode).toBe(401);
    expect(await outbox()).toHaveLength(count);
  });

  it('tells the admin that this server sends e-mails', async () => {
    const res = await shop.app.inject({ url: '/api/emails/delivery', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ smtpConfigured: true });
    expect((await shop.app.inject({ url: '/api/emails/delivery' })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('e-mails without an SMTP server on %s', (kind) => {
  it('stay in the outbox as pendiente, and the admin is told nothing is sent', async () => {
    const shop = await createOrderShop(kind);
    try {
      const product = await addProduct(shop, {
        productName: 'Botín',
        price: 10000,
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        sizes: { '40': 5 },
      });
      await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: product, size: '40', quantity: 1 }]),
      });
      expect(await shop.services.jobs.runDue()).toBe(0);
      const mails = (
        await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })
      ).json();
      expect(mails.map((m: { status: string }) => m.status)).toEqual(['pendiente']);

      const delivery = await shop.app.inject({
        url: '/api/emails/delivery',
        headers: shop.adminHeaders,
      });
      expect(delivery.json()).toEqual({ smtpConfigured: false });
      // 'Reenviar' with no SMTP server: the e-mail stays the one pending entry.
      const resent = await shop.app.inject({
        method: 'POST',
        url: `/api/emails/${mails[0].id}/resend`,
        headers: shop.adminHeaders,
      });
      expect(resent.statusCode).toBe(202);
      expect(await shop.services.jobs.runDue()).toBe(0);
      const after = (
        await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })
      ).json();
      expect(after.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([
        [mails[0].id, 'pendiente'],
      ]);
    } finally {
      await shop.close();
    }
  });
});

describe('the worker started by the app', () => {
  it('sends the e-mails of a new order by itself and stops when the app closes', async () => {
    const sent: OutgoingMail[] = [];
    const shop = await createOrderShop(
      'pglite',
      { mailTransport: { send: async (mail) => void sent.push(mail), close: () => {} } },
      { jobWorker: true },
    );
    try {
      const product = await addProduct(shop, {
        productName: 'Botín',
        price: 10000,
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        sizes: { '40': 5 },
      });
      await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: product, size: '40', quantity: 1 }]),
      });
      for (let i = 0; i < 100 && sent.length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(sent.map((m) => m.to)).toEqual(['juana@example.com']);
    } finally {
      await shop.close();
    }
  });
});
