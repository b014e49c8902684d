/**
 * Mercado Pago's API on 127.0.0.1, as INTEGRATIONS.md section 1 and the SDK's types describe it:
 * POST /checkout/preferences (201), GET /v1/payments/{id}, GET /v1/payments/search by
 * external_reference, POST /v1/payments/{id}/refunds (201, one refund per idempotency key), Bearer auth and `{ message, error, status, cause }` errors. The official
 * SDK is pointed at it by `routeMercadoPagoTo` (it always calls https://api.mercadopago.com).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_STATUS, orderStatusForPayment } from '@shop/domain';
import { vi } from 'vitest';

const API = 'https://api.mercadopago.com';
/** Mercado Pago's status of a refund it made. */
const REFUND_MADE = 'approved';

export interface FakeMercadoPago {
  url: string;
  accessToken: string;
  /** 'ok' answers as documented; 'down' answers 503 to everything (the API failing). */
  mode: 'ok' | 'down';
  /** Milliseconds every answer waits (a slow Mercado Pago). */
  delayMs: number;
  /** Preference bodies received, with their idempotency keys. */
  preferences: { body: Record<string, unknown>; idempotencyKey: string | undefined }[];
  /** Requests received per path (retries included). */
  calls: string[];
  /** Refund requests received (retries included), with their idempotency keys. */
  refundRequests: { paymentId: string; amount: unknown; idempotencyKey: string | undefined }[];
  /** A message: refunds are refused with it (400), as Mercado Pago refuses one. */
  refuseRefunds: string | null;
  /** Changes a payment's fields (news after approval: refunded, charged_back…). */
  updatePayment(id: string, fields: Record<string, unknown>): void;
  /** Adds a payment (GET /v1/payments/{id}'s shape); answers its id. */
  addPayment(fields: {
    externalReference: string;
    status: string;
    statusDetail?: string;
    amount: number;
    currency?: string;
  }): string;
  close: () => Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const payments = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  let nextId = 1311617794;
  const open = new Set<ServerResponse>();

  const fake = {
    accessToken: 'APP_USR-6295877106812064-fake',
    mode: 'ok',
    delayMs: 0,
    preferences: [],
    calls: [],
    refundRequests: [],
    refuseRefunds: null,
    updatePayment(id, fields) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payments.set(id, { ...payment, ...fields });
    },
    addPayment({ externalReference, status, statusDetail, amount, currency }) {
      const id = String(nextId++);
      const approved = orderStatusForPayment(status) === ORDER_STATUS.approved;
      const now = new Date().toISOString();
      payments.set(id, {
        id: Number(id),
        status,
        status_detail: statusDetail ?? (approved ? 'accredited' : status),
        external_reference: externalReference,
        currency_id: currency ?? 'ARS',
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        date_created: now,
        date_approved: approved ? now : null,
        transaction_details: { net_received_amount: amount * 0.95, total_paid_amount: amount },
      });
      return id;
    },
  } as Omit<FakeMercadoPago, 'url' | 'close'>;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      // The SDK posts preferences to /checkout/preferences/ (INTEGRATIONS.md 1.2).
      url.pathname = url.pathname.replace(/(.)\/$/, '$1');
      fake.calls.push(`${req.method} ${url.pathname}`);
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (fake.delayMs) {
        open.add(res);
        await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
        open.delete(res);
        if (res.destroyed) return;
      }
      if (fake.mode === 'down') {
        return send(res, 503, {
          message: 'Service unavailable',
          error: 'unavailable',
          status: 503,
          cause: [],
        });
      }
      if (req.headers.authorization !== `Bearer ${fake.accessToken}`) {
        return send(res, 401, {
          message: 'invalid access token',
          error: 'unauthorized',
          status: 401,
          cause: [],
        });
      }
      if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
        const idempotency = req.headers['x-idempotency-key'];
        fake.preferences.push({
          body,
          idempotencyKey: typeof idempotency === 'string' ? idempotency : undefined,
        });
        const id = `241813511-${randomUUID()}`;
        return send(res, 201, {
          ...body,
          id,
          collector_id: 241813511,
          init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
        const reference = url.searchParams.get('external_reference');
        const results = [...payments.values()].filter(
          (payment) => payment.external_reference === reference,
        );
        return send(res, 200, {
          paging: { total: results.length, limit: 30, offset: 0 },
          results,
        });
      }
      const refunding = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
      if (req.method === 'POST' && refunding?.[1]) {
        const paymentId = refunding[1];
        const key = req.headers['x-idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        fake.refundRequests.push({ paymentId, amount: body.amount, idempotencyKey });
        const payment = payments.get(paymentId);
        if (!payment) {
          return send(res, 404, {
            message: 'Payment not found',
            error: 'not_found',
            status: 404,
            cause: [],
          });
        }
        const done = refunds.get(idempotencyKey ?? '');
        if (done) return send(res, 201, done);
        const total = Number(payment.transaction_amount);
        const refunded = Number(payment.transaction_amount_refunded);
        const amount = typeof body.amount === 'number' ? body.amount : total - refunded;
        if (fake.refuseRefunds || Math.round((refunded + amount) * 100) > Math.round(total * 100)) {
          return send(res, 400, {
            message: fake.refuseRefunds ?? 'Invalid refund amount',
            error: 'bad_request',
            status: 400,
            cause: [{ code: 4040, description: fake.refuseRefunds ?? 'amount' }],
          });
        }
        const after = Math.round((refunded + amount) * 100) / 100;
        const full = Math.round(after * 100) === Math.round(total * 100);
        payments.set(paymentId, {
          ...payment,
          status: full ? 'refunded' : payment.status,
          status_detail: full ? 'refunded' : 'partially_refunded',
          transaction_amount_refunded: after,
        });
        const refund = {
          id: nextId++,
          payment_id: Number(paymentId),
          amount,
          status: REFUND_MADE,
          source: { id: '241813511', name: 'Tienda', type: 'collector' },
          date_created: new Date().toISOString(),
          refund_mode: 'standard',
        };
        if (idempotencyKey) refunds.set(idempotencyKey, refund);
        return send(res, 201, refund);
      }
      const byId = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && byId?.[1]) {
        const payment = payments.get(byId[1]);
        return payment
          ? send(res, 200, payment)
          : send(res, 404, {
              message: 'Payment not found',
              error: 'not_found',
              status: 404,
              cause: [],
            });
      }
      return send(res, 404, { message: 'not found', error: 'not_found', status: 404, cause: [] });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/**
 * The official SDK calls https://api.mercadopago.com with the global fetch: its calls go to the
 * fake instead, everything else is left alone. Answers the undo.
 */
export function routeMercadoPagoTo(fakeUrl: string): () => void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return realFetch(url.startsWith(API) ? fakeUrl + url.slice(API.length) : input, init);
  });
  return () => vi.unstubAllGlobals();
}
