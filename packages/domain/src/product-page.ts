import type { ProductAnswer } from './schemas/catalogue-answers.js';

/**
 * A product as its page's markup shows it: each size in stock or not, never how many units, and
 * no sales counts. The page asks for the exact counts once it runs in the browser (the web's
 * `useLiveProduct`), so two answers with the same shown form make the same page, and an order that
 * leaves every size as available as it was does not make the shop render the page again (issue 40).
 */
export function productAsPageShowsIt(product: ProductAnswer): ProductAnswer {
  return {
    ...product,
    stock: inStock(product.stock),
    total_sales: 0,
    variants: product.variants.map((variant) => ({
      ...variant,
      sizes: variant.sizes.map((size) => ({ ...size, stock: inStock(size.stock), sold: 0 })),
    })),
  };
}

const inStock = (units: number) => (units > 0 ? 1 : 0);
