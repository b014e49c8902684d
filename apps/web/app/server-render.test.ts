import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT } from '../plugins/compile-hints';

// Builds the app the way `react-router build` does, into a scratch directory, then drives the
// server build through createRequestHandler exactly as the API server will.

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const nonce = 'test-nonce-3f9a';

const product = {
  id: 'p1',
  slug: 'botinpredatorelite',
  productName: 'Botín Predator Elite',
  price: 89999,
  compare_price: 99999,
  brand: 'Adidas',
  cat: 'Botines',
  sub_cat: 'Futbol 11',
  description: 'Botín de fútbol para césped natural.',
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: ['/uploads/predator.jpg'],
      sizes: [{ size: '42', stock: 3, sold: 1 }],
    },
  ],
};
const otherProduct = {
  ...product,
  id: 'p2',
  slug: 'camisetaretro',
  productName: 'Camiseta Retro',
  price: 45000.5,
  compare_price: null,
  best_sellers: true,
  new_arrivals: true,
};
const twoForOne = {
  id: 'promo1',
  slug: '2x1-en-camisetas',
  title: '2x1 en camisetas',
  type: '2x1',
  disabled: false,
};

type Api = AppLoadContext['api'];

function answer(status: number, body: unknown) {
  return Promise.resolve({ status, json: () => Promise.resolve(body) });
}

const shopApi: Api = (apiPath) => {
  if (apiPath === '/api/products?page=1&limit=12&sort=novedades') {
    return answer(200, { items: [product, otherProduct], total: 2, page: 1, limit: 12 });
  }
  if (apiPath === '/api/products?page=1&limit=60&sort=popular') {
    return answer(200, { items: [otherProduct, product], total: 2, page: 1, limit: 60 });
  }
  if (apiPath === '/api/promotion') {
    return answer(200, { promotion: [twoForOne] });
  }
  if (apiPath === '/api/settings') {
    return answer(200, {});
  }
  if (apiPath === `/api/products/${product.slug}`) {
    return answer(200, product);
  }
  return answer(404, { error: 'not_found', message: 'Producto no encontrado' });
};

let buildDirectory: string;
let handleRequest: ReturnType<typeof createRequestHandler>;

beforeAll(async () => {
  // Under apps/web so the server build resolves react, react-router... from node_modules;
  // in node_modules/.cache so no linter, formatter or git ever sees it.
  const scratch = path.join(webRoot, 'node_modules', '.cache');
  await mkdir(scratch, { recursive: true });
  buildDirectory = await mkdtemp(path.join(scratch, 'ssr-test-'));
  const previous = process.env.SHOP_WEB_BUILD_DIR;
  process.env.SHOP_WEB_BUILD_DIR = buildDirectory;
  try {
    const builder = await createBuilder({ root: webRoot, mode: 'production', logLevel: 'error' });
    await builder.buildApp();
  } finally {
    if (previous === undefined) delete process.env.SHOP_WEB_BUILD_DIR;
    else process.env.SHOP_WEB_BUILD_DIR = previous;
  }
  const serverBuild = pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href;
  const build = (await import(/* @vite-ignore */ serverBuild)) as ServerBuild;
  handleRequest = createRequestHandler(build, 'production');
}, 120_000);

afterAll(async () => {
  if (buildDirectory) await rm(buildDirectory, { recursive: true, force: true });
});

async function render(pathname: string, api: Api = shopApi, headers?: Record<string, string>) {
  const response = await handleRequest(
    new Request(`http://localhost:3000${pathname}`, { headers }),
    {
      api,
      cspNonce: nonce,
      publicUrl: 'http://localhost:3000',
    },
  );
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    html: await response.text(),
  };
}

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

describe('the build', () => {
  it('marks every script the browser gets for eager compilation, and no server module', async () => {
    const assets = path.join(buildDirectory, 'client', 'assets');
    // React Router writes its route manifest (data, no functions) beside the bundle.
    const scripts = (await readdir(assets)).filter(
      (name) => name.endsWith('.js') && !name.startsWith('manifest-'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      const firstLine = (await readFile(path.join(assets, name), 'utf8')).split('\n', 1)[0];
      expect(firstLine, name).toBe(COMPILE_HINT);
    }
    const server = await readFile(path.join(buildDirectory, 'server', 'index.js'), 'utf8');
    expect(server).not.toContain(COMPILE_HINT);
  });
});

describe('server rendering', () => {
  it('renders the home page with the newest products and nonce-carrying scripts', async () => {
    const api = vi.fn(shopApi);
    const { status, contentType, html } = await render('/', api);

    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es-AR">/);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<title>Tienda deportiva | Botines, camisetas y zapatillas</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(html).toMatch(/<h1[^>]*>Tienda deportiva<\/h1>/);
    // The first hero slide is in the HTML, and the carousels come from the popular list.
    expect(html).toContain('Botines que marcan la diferencia');
    expect(html).toContain('Lo mas vendido');
    expect(html).toMatch(/<a [^>]*href="\/promocion\/2x1-en-camisetas"/);
    expect(html).toMatch(/<a [^>]*href="\/producto\/botinpredatorelite"/);
    expect(html).toContain('Botín Predator Elite');
    expect(html).toContain('$89,999.00');
    expect(html).toContain('Camiseta Retro');
    expect(html).toContain('$45,000.50');
    expect(api).toHaveBeenCalledWith('/api/products?page=1&limit=12&sort=novedades');
    expect(api).toHaveBeenCalledWith('/api/products?page=1&limit=60&sort=popular');
    expect(api).toHaveBeenCalledWith('/api/promotion');

    const scripts = scriptTags(html);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('renders the complete document for crawlers', async () => {
    const { status, html } = await render('/', shopApi, {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(status).toBe(200);
    expect(html).toContain('Botín Predator Elite');
    expect(html).toMatch(/<\/html>$/);
  });

  it('renders without an AsyncLocalStorage, which would turn on promise hooks for every later request', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const { status } = await render(`/producto/${product.slug}`);
      expect(status).toBe(200);
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it('sends the catalogue’s cards along to the browser, not the whole products', async () => {
    const catalogueApi: Api = (apiPath) =>
      apiPath.startsWith('/api/products?')
        ? answer(200, { items: [product, otherProduct], total: 2, page: 1, limit: 12 })
        : shopApi(apiPath);
    const { status, html } = await render('/catalogo', catalogueApi);

    expect(status).toBe(200);
    expect(html).toMatch(/<a [^>]*href="\/producto\/botinpredatorelite"/);
    expect(html).toContain('Botín Predator Elite');
    expect(html).toContain('$45,000.50');
    // Neither the markup nor the route data the page carries for hydration holds what a card
    // does not use: the description, the sizes with their stock and sales (its category stays:
    // a running "% OFF" prices it by that).
    expect(html).not.toContain(product.description);
    expect(html).not.toContain('sold');
  });

  it('renders a product page with its title, description and first image', async () => {
    const { status, html } = await render(`/producto/${product.slug}`);

    expect(status).toBe(200);
    expect(html).toContain('<title>Botín Predator Elite | Tienda deportiva</title>');
    expect(html).toContain(
      '<meta name="description" content="Botín de fútbol para césped natural."/>',
    );
    expect(html).toMatch(/<h1[^>]*>Botín Predator Elite<\/h1>/);
    expect(html).toContain('$89,999.00');
    expect(html).toMatch(/<img[^>]*src="\/uploads\/predator.jpg"[^>]*>/);
    expect(html).toContain('"@type":"Product"');
  });

  it('renders a product of a running % OFF with its badge, the price before it struck and the sale price', async () => {
    const sale = {
      id: 's1',
      title: 'Temporada de botines',
      type: '% OFF',
      percentOff: 20,
      categories: ['Botines'],
      subcategories: [],
      brands: ['Adidas'],
      productIds: [],
      disabled: false,
    };
    const saleApi: Api = (apiPath) =>
      apiPath === '/api/promotion' ? answer(200, { promotion: [sale] }) : shopApi(apiPath);
    const { status, html } = await render(`/producto/${product.slug}`, saleApi);

    expect(status).toBe(200);
    expect(html).toContain('20% OFF');
    expect(html).toContain('Promoción: <!-- -->Temporada de botines');
    // 89,999 × 0.8, and the price before it struck out.
    expect(html).toContain('$71,999.20');
    expect(html).toMatch(/<s [^>]*>.*\$89,999\.00<\/s>/);
    expect(html).not.toContain('-10%');
  });

  it('answers 404 with the not-found page when the API has no such product', async () => {
    const { status, html } = await render('/producto/noexiste');

    expect(status).toBe(404);
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('<title>Página no encontrada | Tienda deportiva</title>');
    expect(html).toContain('Página no encontrada');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
  });

  it('answers 404 for an unknown path without asking the API for products', async () => {
    const api = vi.fn(shopApi);
    const { status, html } = await render('/no/existe', api);

    expect(status).toBe(404);
    expect(html).toContain('Página no encontrada');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
    // Only the layout's store settings (banner threshold, contact) and running sales are read.
    expect(api.mock.calls.map(([apiPath]) => apiPath)).toEqual(['/api/settings', '/api/promotion']);
  });

  it('apologises in Spanish without internals when the API fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingApi: Api = () => answer(500, { error: 'internal', message: 'boom' });
    try {
      const { status, html } = await render('/', failingApi);

      expect(status).toBe(500);
      expect(html).toContain('Lo sentimos, ocurrió un error inesperado.');
      expect(html).not.toContain('/api/products');
      expect(html).not.toContain('answered 500');
      expect(html).not.toContain('boom');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
  it('a result page reached with a payment_id checks it once and shows the status the server reads', async () => {
    const pendingOrder = {
      order_number: 1001,
      status: 'Pago Pendiente',
      status_label: 'Pago pendiente',
      status_detail: 'pending_waiting_payment',
      order_type: 'mercadopago',
      payment_method: 'mercadopago',
      shipping_type: 'domicilio',
      track_id: '',
      name: 'Juana Pérez',
      email: 'juana@example.com',
      phone: '1144445555',
      items: [],
      subtotal: 10000,
      promotion_discount: 0,
      transfer_discount: 0,
      coupon_discount: 0,
      shipping_amount: 7350,
      transaction_amount: 17350,
      createdAt: '2026-11-25T05:00:00.000Z',
    };
    const api = vi.fn<Api>((apiPath) => {
      if (apiPath === '/api/order-status/1001/payment-check') return answer(200, { checked: true });
      if (apiPath === '/api/order-status/1001?token=recibo') return answer(200, pendingOrder);
      return shopApi(apiPath);
    });
    const { status, html } = await render(
      '/orden-mp-confirmada/1001?token=recibo&payment_id=1311617794&status=approved',
      api,
    );
    expect(status).toBe(200);
    expect(html).not.toContain('Su compra fue exitosa!');
    expect(html).toMatch(/<h1[^>]*>Tu pago está pendiente<\/h1>/);
    const checks = api.mock.calls.filter(([p]) => p.endsWith('/payment-check'));
    expect(checks).toHaveLength(1);
    expect(JSON.parse(String(checks[0]?.[1]?.body))).toEqual({
      token: 'recibo',
      payment_id: '1311617794',
    });
  });
});
