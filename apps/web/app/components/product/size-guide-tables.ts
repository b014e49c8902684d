import { SIZE_GUIDES, sizeGuideKindOf } from '@shop/domain';

/** One table of the size-guide popup. */
export interface SizeGuideTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** Sizes written as a pair or range of shoe sizes: '39-40' or '34/35'. */
function shoeRange(size: string): string | null {
  const match = /^(\d{2})\s*[-/]\s*(\d{2})$/.exec(size);
  return match ? `${match[1]} al ${match[2]}` : null;
}

/**
 * The domain's guide of the product's kind, the same table /guia-de-talles draws; socks and
 * accessories list the product's own sizes with the shoe sizes they fit.
 */
export function sizeGuideFor(category: string, sizes: readonly string[]): SizeGuideTable {
  const kind = sizeGuideKindOf(category);
  if (!kind) {
    return {
      caption: 'Talles de este producto.',
      head: ['Talle', 'Calzado AR'],
      rows: sizes.map((size) => [size, shoeRange(size) ?? 'Talle único']),
    };
  }
  const guide = SIZE_GUIDES[kind];
  return {
    caption: `${guide.title}: ${guide.measure}`,
    head: guide.headers,
    rows: guide.rows.map((row) => [row.size, ...row.cells]),
  };
}
