/**
 * A test shop whose Mercado Pago is the local fake of its API reached through the official SDK
 * (the reconciliation and refund tests), and what those tests ask of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Settings } from '@shop/domain';
import { queryRows } from '../db/rows.js';
import {
  createMercadoPagoGateway,
  JOB_CALL,
  SHOPPER_CALL,
  type CallPolicy,
} from '../modules/payments/mercadopago-gateway.js';
import {
  routeMercadoPagoTo,
  startFakeMercadoPago,
  type FakeMercadoPago,
} from './fake-mercadopago.js';
import type { DatabaseKind } from './harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from './order-shop.js';
import {
  listedOrder,
  mailsTo as mailsToOf,
  sendPaymentNotice,
  type Checkout,
} from './shop-calls.js';

/** The shop's own address: where alerts about payments are e-mailed. */
export const SHOP_EMAIL = 'duena@tienda.test';
/** 10000 + home delivery 5000 + 2350 surcharge. */
export const TOTAL = 17350;

export type FakeMercadoPagoShop = { shop: OrderShop; fake: FakeMercadoPago; boot: string };

/**
 * Opens the shop before the file's tests and closes it after; before each test the fake answers
 * again, at once. Job calls go without the SDK's backoff waits, so a failing Mercado Pago fails
 * fast. `boot` is a product of 10000 with stock in size 40.
 */
export function useFakeMercadoPagoShop(
  kind: DatabaseKind,
  options: {
    shopperCall: CallPolicy;
    settings?: Partial<Settings>;
    product: { productName: string; stock: number };
  },
  opened: (shop: FakeMercadoPagoShop) => void,
): void {
  let fake: FakeMercadoPago;
  let restoreFetch: () => void;
  let shop: OrderShop;
  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    restoreFetch = routeMercadoPagoTo(fake.url);
    shop = await createOrderShop(kind, {
      paymentGateway: createMercadoPagoGateway(fake.accessToken, {
        shopper: options.shopperCall,
        job: { ...JOB_CALL, maxRetries: 0 },
      }),
    });
    const settings = await shop.services.settings.get();
    await shop.services.settings.update({
      ...settings,
      ...options.settings,
      contact: { ...settings.contact, email: SHOP_EMAIL },
    });
    const boot = await addProduct(shop, {
      productName: options.product.productName,
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': options.product.stock },
    });
    opened({ shop, fake, boot });
  });
  afterAll(async () => {
    await shop.close();
    restoreFetch();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.delayMs = 0;
    fake.refuseRefunds = null;
  });
}

/** The reconciliation tests' shop: the SDK's own retries for the shopper, a statement descriptor. */
const RECONCILIATION_SHOP = {
  shopperCall: SHOPPER_CALL,
  settings: { statementDescriptor: 'TIENDA DEPORTES' },
  product: { productName: 'Botín Conciliado', stock: 50 },
};

/** An order as the admin's list shows it, what the reconciliation tests read. */
export type AdminOrder = {
  id: string;
  order_number: number;
  status: string;
  status_detail: string;
  payment_id: string | null;
  payment_alert: string | null;
  transaction_amount: number;
};

/** What the reconciliation tests do to the shop: order, notify, let an order expire, read. */
function reconciliationCalls(the: () => { shop: OrderShop; boot: string }) {
  async function orderOf(orderNumber: number): Promise<AdminOrder> {
    const order = await listedOrder<AdminOrder>(the().shop, orderNumber);
    if (!order) throw new Error(`no order ${orderNumber}`);
    return order;
  }
  return {
    orderOf,
    async createOrder(payer: Record<string, unknown> = {}) {
      const { shop, boot } = the();
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/create-order',
        payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }], { payer }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const checkout = res.json() as Pick<Checkout, 'id' | 'order_number' | 'receiptToken'>;
      return { checkout, order: await orderOf(checkout.order_number) };
    },
    async notify(paymentId: string) {
      const { answer, answeredMs } = await sendPaymentNotice(the().shop, paymentId);
      return { statusCode: answer.statusCode, answeredMs };
    },
    /** The order's expiry job, run as if its 48 h had passed. */
    async runExpiry(orderId: string) {
      const { shop } = the();
      await shop.database.db.execute(
        sql`update orders set payment_expires_at = now() - interval '1 hour' where id = ${orderId}`,
      );
      await shop.database.db.execute(
        sql`update jobs set run_at = now() where kind = 'order_expiry' and payload->>'orderId' = ${orderId} and status = 'pending'`,
      );
      await shop.services.jobs.runDue();
    },
    async expiryJob(orderId: string) {
      const [job] = await queryRows<{
        status: string;
        attempts: number;
        last_error: string | null;
      }>(
        the().shop.database.db,
        sql`select status, attempts, last_error from jobs
          where kind = 'order_expiry' and payload->>'orderId' = ${orderId} order by id desc limit 1`,
      );
      return job;
    },
    mailsTo: (to: string) => mailsToOf(the().shop, to),
    async eventsOf(orderId: string) {
      const { shop } = the();
      const res = await shop.app.inject({
        url: `/api/order/${orderId}/events`,
        headers: shop.adminHeaders,
      });
      return (res.json() as { type: string }[]).map((e) => e.type);
    },
  };
}

/** The reconciliation tests' shop, opened for the file's tests, and their calls on it. */
export function useReconciliationShop(
  kind: DatabaseKind,
  opened: (shop: FakeMercadoPagoShop) => void,
) {
  let current: FakeMercadoPagoShop;
  useFakeMercadoPagoShop(kind, RECONCILIATION_SHOP, (shop) => {
    current = shop;
    opened(shop);
  });
  return reconciliationCalls(() => current);
}
