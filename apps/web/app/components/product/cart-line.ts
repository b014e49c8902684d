import type { ProductAnswer, ProductVariantAnswer } from '@shop/domain';
import type { CartProductLine } from '@shop/domain';

/** The cart line for `quantity` units of one size of a product's variant. */
export function cartLineFor(
  product: ProductAnswer,
  variant: ProductVariantAnswer,
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
