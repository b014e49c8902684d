import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const shop = inject('shopUrl');

/** "$89,999.00", as the shop prints prices (SPEC.md section 9). */
export function pesos(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Adds one unit of the size from the product page and waits for the shop's notice. */
export async function addToCart(page: Page, product: { slug: string }, size: string) {
  await page.goto(`${shop}/producto/${product.slug}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('group', { name: 'Talles' })
    .getByRole('button', { name: size, exact: true })
    .click();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByText('Añadiste al carrito un producto').waitFor();
}

/** Types the checkout's contact e-mail and waits for the address form it opens. */
export async function confirmContact(page: Page, email: string) {
  await page
    .getByRole('region', { name: /Contacto/ })
    .getByLabel('Email')
    .fill(email);
  await page
    .getByRole('region', { name: 'Datos de envío' })
    .getByLabel('Nombre y apellido')
    .waitFor();
}

/** Fills the checkout's 'Datos de envío' with a shopper in Córdoba (not yet sent). */
export async function fillAddress(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Datos de envío' });
  await form.getByLabel('Nombre y apellido').fill('Lionel Scaloni');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Celular').fill('3514445566');
  await form.getByLabel('DNI, CUIL o CUIT').fill('20-05536168-2');
  await form.getByLabel('Código postal').fill('5000');
  await form.getByLabel('Provincia').selectOption('Córdoba');
  await form.getByLabel('Ciudad').fill('Córdoba');
  await form.getByLabel('Calle').fill('Avenida Colón');
  await form.getByLabel('Número').fill('210');
}

/** A product as the storefront's list answers it, with what the journeys read. */
export interface ShopProduct {
  id: string;
  slug: string;
  productName: string;
  price: number;
  variants: { sizes: { size: string; stock: number }[] }[];
}

/** A product of the category at `minPrice` or more with 3 units of a size or more, and the size. */
export async function inStock(
  category: string,
  minPrice = 0,
): Promise<{ product: ShopProduct; size: string }> {
  const { items } = (await (
    await fetch(`${shop}/api/products?category=${encodeURIComponent(category)}&page=1&limit=40`)
  ).json()) as { items: ShopProduct[] };
  for (const product of items) {
    const size = product.variants[0]?.sizes.find((s) => s.stock > 2)?.size;
    if (size && product.price >= minPrice) return { product, size };
  }
  throw new Error(`no ${category} in stock in the demo catalogue`);
}

/** A boot in stock costing more than the free-shipping threshold, and one of its sizes. */
export const bootInStock = () => inStock('Botines', 45000);
