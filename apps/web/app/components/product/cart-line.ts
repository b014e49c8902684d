import type { CartProductLine } from '@shop/domain';
import type { Product, ProductVariant } from '../../lib/products';

/** The cart line for `quantity` units of one size of a product's variant. */
export function cartLineFor(
  product: Product,
  variant: ProductVariant,
  size: string,
  quantity: number,
): CartProductLine {
  const stock = variant.sizes.find((s) => s.size === size)?.stock ?? 0;
  return {
    id: product.id,
    name: product.productName,
    image: variant.imgUrl[0] ?? '',
    price: product.price,
    quantity,
    maxQuantity: stock,
    size,
    variant: { id: variant.id, variant: variant.variant },
    color: product.color,
    badge: product.badge,
    dimensions: product.dimensions,
    disabled: product.disabled,
    slug: product.slug,
  };
}
