/**
 * A test shop for the order, payment and e-mail tests: like createTestShop, with a carrier that
 * quotes fixed rates (so totals can be computed by hand), a known webhook secret, no background
 * worker (tests run the queue themselves) and a catalogue built per test file.
 */
import { sql } from 'drizzle-orm';
import { newProductSchema, type Settings } from '@shop/domain';
import { buildApp, type BuiltApp } from '../app.js';
import type { ServiceAdapters } from '../services.js';
import type { AppConfig } from '../config.js';
import { queryRows } from '../db/rows.js';
import type { Agency, ShippingRate } from '@shop/domain';
import type { RateQuoter } from '../modules/checkout/service.js';
import { productBody } from './fixtures.js';
import { openTestDatabase, signInNewOwner, testConfig, type DatabaseKind } from './harness.js';

export const WEBHOOK_SECRET = 'test-webhook-secret';

/** Carrier rates of the fake quoter, pesos. */
export const RATES = {
  domicilio: [
    {
      deliveredType: 'D',
      productType: 'CP',
      productName: 'Correo Argentino Clasico',
      price: 5000,
      deliveryTimeMin: 5,
      deliveryTimeMax: 6,
    },
    {
      deliveredType: 'D',
      productType: 'EP',
      productName: 'Correo Argentino Expreso',
      price: 9000,
      deliveryTimeMin: 2,
      deliveryTimeMax: 3,
    },
  ],
  sucursal: [
    {
      deliveredType: 'S',
      productType: 'CP',
      productName: 'Correo Argentino Clasico',
      price: 3500,
      deliveryTimeMin: 3,
      deliveryTimeMax: 4,
    },
  ],
} satisfies { domicilio: ShippingRate[]; sucursal: ShippingRate[] };

function agency(
  code: string,
  name: string,
  address: Omit<Agency['location']['address'], 'city'>,
): Agency {
  return { code, name, location: { address: { ...address, city: address.locality } } };
}

/** Pickup branches of the fake carrier (the first letter of a code is its province). */
export const AGENCIES: readonly Agency[] = [
  agency('C0123', 'Belgrano', {
    streetName: 'Av. Cabildo',
    streetNumber: '2000',
    locality: 'Belgrano',
    postalCode: 'C1428AAB',
  }),
  agency('C0124', 'Palermo', {
    streetName: 'Av. Santa Fe',
    streetNumber: '3100',
    locality: 'Palermo',
    postalCode: 'C1425BGN',
  }),
  agency('X0001', 'Córdoba', {
    streetName: 'Avenida Colón',
    streetNumber: '210',
    locality: 'Córdoba',
    postalCode: 'X5000AAB',
  }),
  agency('X1', 'Villa Carlos Paz', {
    streetName: 'San Martín',
    streetNumber: '50',
    locality: 'Villa Carlos Paz',
    postalCode: 'X5152AAA',
  }),
];

export function fixedRates(): RateQuoter & { parcels: unknown[] } {
  const parcels: unknown[] = [];
  return {
    parcels,
    async quoteRates(query) {
      parcels.push(query.dimensions);
      return RATES;
    },
    async agencies(provinceCode) {
      return { agencies: AGENCIES.filter((a) => a.code.startsWith(provinceCode)) };
    },
  };
}

/** A bank account and a WhatsApp number: what the shop needs before it takes transfers. */
export const TRANSFER_SETUP = {
  bankAccount: {
    bank: 'Banco Nación',
    holder: 'Tienda Deportiva SRL',
    cbu: '0110599520000001234567',
    alias: 'TIENDA.DEPORTIVA',
    cuit: '',
  },
  contact: { whatsapp: '+54 9 11 5555-0000', email: '', phone: '', instagram: '' },
} satisfies Pick<Settings, 'bankAccount' | 'contact'>;

/** Sets up the shop's transfer account (kept: every other setting). */
export async function setUpTransfer(shop: BuiltApp): Promise<void> {
  const settings = await shop.services.settings.get();
  await shop.services.settings.update({
    ...settings,
    bankAccount: TRANSFER_SETUP.bankAccount,
    contact: { ...settings.contact, whatsapp: TRANSFER_SETUP.contact.whatsapp },
  });
}

export type OrderShop = BuiltApp & {
  adminHeaders: Record<string, string>;
  close: () => Promise<void>;
};

export async function createOrderShop(
  kind: DatabaseKind,
  adapters: Omit<ServiceAdapters, 'log'> = {},
  overrides: Partial<AppConfig> = {},
): Promise<OrderShop> {
  const database = await openTestDatabase(kind);
  const built = await buildApp(
    testConfig({ mpWebhookSecret: WEBHOOK_SECRET, jobWorker: false, ...overrides }),
    {
      database,
      logger: false,
      // Pages only for a test that brings its own web build (web-build.ts).
      web: overrides.webBuildDir !== undefined,
      adapters: { rateQuoter: fixedRates(), ...adapters },
    },
  );
  const { adminHeaders } = await signInNewOwner(built, 'admin-pedidos');
  await setUpTransfer(built);
  return {
    ...built,
    adminHeaders,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** A product with one variant (id 1) and these sizes; answers its id. */
export async function addProduct(
  shop: BuiltApp,
  fields: {
    productName: string;
    price: number;
    cat: string;
    sub_cat?: string;
    sizes: Record<string, number>;
    disabled?: boolean;
  },
): Promise<string> {
  const product = await shop.services.products.create(
    newProductSchema.parse(
      productBody({
        productName: fields.productName,
        price: fields.price,
        compare_price: undefined,
        cat: fields.cat,
        sub_cat: fields.sub_cat,
        disabled: fields.disabled ?? false,
        variants: [
          {
            id: 1,
            variant: 'Único',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
            sizes: Object.entries(fields.sizes).map(([size, stock]) => ({ size, stock, sold: 0 })),
          },
        ],
      }),
    ),
  );
  return product.id;
}

export async function stockOf(shop: BuiltApp, productId: string, size: string): Promise<number> {
  const rows = await queryRows<{ stock: number }>(
    shop.database.db,
    sql`select stock from product_sizes where product_id = ${productId} and size = ${size}`,
  );
  return Number(rows[0]?.stock);
}

const FOOTPRINT = [
  'orders',
  'stock',
  'sold',
  'sales',
  'coupon_uses',
  'coupon_usages',
  'promotion_usages',
  'events',
  'jobs',
] as const;

/** Everything an order writes, to show that a refused one wrote nothing. */
export async function footprint(
  shop: BuiltApp,
): Promise<Record<(typeof FOOTPRINT)[number], number>> {
  const [row] = await queryRows<Record<string, number | string>>(
    shop.database.db,
    sql`select
      (select count(*) from orders) as orders,
      (select coalesce(sum(stock), 0) from product_sizes) as stock,
      (select coalesce(sum(sold), 0) from product_sizes) as sold,
      (select coalesce(sum(total_sales), 0) from products) as sales,
      (select coalesce(sum(remaining_uses), 0) from coupons) as coupon_uses,
      (select count(*) from coupon_usages) as coupon_usages,
      (select count(*) from promotion_usages) as promotion_usages,
      (select count(*) from order_events) as events,
      (select count(*) from jobs) as jobs`,
  );
  return Object.fromEntries(FOOTPRINT.map((key) => [key, Number(row?.[key])])) as Record<
    (typeof FOOTPRINT)[number],
    number
  >;
}

/** A valid address form (payerInfo) for a CABA shopper. */
export function payerInfo(overrides: Record<string, unknown> = {}) {
  return {
    payerName: 'Juana Pérez',
    email: 'juana@example.com',
    phone: '1144445555',
    zipCode: '1425',
    state: 'Ciudad Autónoma de Buenos Aires',
    city: 'CABA',
    street: 'Av. Santa Fe',
    streetNumber: '1234',
    floor: '3B',
    aclaration: '',
    client_id: '30123456',
    ...overrides,
  };
}

export const HOME = { productName: 'Correo Argentino Clasico', deliveredType: 'D' } as const;
export const BRANCH = {
  productName: 'Correo Argentino Clasico',
  deliveredType: 'S',
  agencyCode: 'C0123',
  agencyAddress: 'Sucursal Belgrano: Av. Cabildo 2000, Belgrano (C1428AAB)',
} as const;

/** The checkout body (checkoutOrderSchema) for these lines. */
export function checkoutBody(
  productInfo: unknown[],
  options: { rate?: object; coupon?: string; payer?: Record<string, unknown> } = {},
) {
  return {
    productInfo,
    payerInfo: payerInfo(options.payer),
    shipment: { rate: options.rate ?? HOME },
    ...(options.coupon ? { coupon: options.coupon } : {}),
  };
}
