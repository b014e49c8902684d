import type { ProductAnswer } from '@shop/domain';
import { pageTitle } from '../../lib/shop';
import { scaledImage } from '../../lib/images';

/** About what search engines show of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/** The description cut at a word boundary to at most `max` characters, with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function absolute(publicUrl: string, src: string): string {
  if (/^https?:\/\//.test(src)) return src;
  return `${publicUrl}${scaledImage(src, 800)}`;
}

/** `meta` of the product page: title, description, canonical, Open Graph and JSON-LD Product. */
export function productMeta(
  product: ProductAnswer,
  publicUrl: string,
  transferDiscountPercent: number,
) {
  const url = `${publicUrl}/producto/${product.slug}`;
  const description = metaDescription(
    product.description ||
      `${product.productName} ${product.brand} en la Tienda deportiva. ${transferDiscountPercent}% de descuento pagando con transferencia.`,
  );
  const images = product.variants.flatMap((v) => v.imgUrl).map((src) => absolute(publicUrl, src));
  const inStock = product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  const title = pageTitle(product.productName);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        description,
        sku: product.id,
        image: images,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.cat,
        offers: {
          '@type': 'Offer',
          url,
          price: product.price.toFixed(2),
          priceCurrency: 'ARS',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
    },
  ];
}
