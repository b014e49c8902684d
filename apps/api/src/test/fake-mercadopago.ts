/**
 * Mercado Pago's API on 127.0.0.1, as INTEGRATIONS.md section 1 and the SDK's types describe it:
 * POST /checkout/preferences (201), GET /v1/payments/{id}, GET /v1/payments/search by
 * external_reference, Bearer auth and `{ message, error, status, cause }` errors. The official
 * SDK is pointed at it by `routeMercadoPagoTo` (it always calls https://api.mercadopago.com).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_STATUS, orderStatusForPayment } from '@shop/domain';
import { vi } from 'vitest';

const API = 'https://api.mercadopago.com';

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
  let nextId = 1311617794;
  const open = new Set<ServerResponse>();

  const fake = {
    accessToken: 'APP_USR-6295877106812064-fake',
    mode: 'ok',
    delayMs: 0,
    preferences: [],
    calls: [],
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
