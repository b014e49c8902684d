import type { Services } from '../app.js';
import type { DemoVariant } from './catalogue/types.js';
import type { Painter } from './painter.js';

/** Draws each distinct picture once and stores it; variants of the same look share the URL. */
export function createImageStore(services: Services, painter: Painter) {
  const urls = new Map<string, Promise<string>>();
  return (cat: string, subCat: string | null, variant: DemoVariant, view: 0 | 1) => {
    const key = JSON.stringify([cat, subCat, variant.colorHex, variant.pattern, view]);
    let url = urls.get(key);
    if (!url) {
      const drawing = {
        cat,
        sub_cat: subCat,
        colors: variant.colorHex,
        pattern: variant.pattern,
        view,
      };
      url = painter.product(drawing).then((bytes) => services.uploads.store(bytes));
      urls.set(key, url);
    }
    return url;
  };
}

export async function variantsWithImages(
  product: { cat: string; sub_cat: string | null; variants: DemoVariant[] },
  imageFor: ReturnType<typeof createImageStore>,
  views: (0 | 1)[],
) {
  return Promise.all(
    product.variants.map(async (v) => ({
      id: v.id,
      variant: v.variant,
      imgUrl: await Promise.all(
        views.map((view) => imageFor(product.cat, product.sub_cat, v, view)),
      ),
      sizes: v.sizes,
    })),
  );
}
