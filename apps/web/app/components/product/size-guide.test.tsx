// @vitest-environment happy-dom
import { CATEGORIES, defaultSizesFor, sizeGuideKindOf, type SizeGuideKind } from '@shop/domain';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopLinkProvider } from '../shop-link';
import { BootSizeGuide, ClothingSizeGuide, SneakerSizeGuide } from '../content/size-guides';
import { SizeGuide } from './size-guide';

const GUIDE_PAGE: Record<SizeGuideKind, () => ReactElement> = {
  botines: BootSizeGuide,
  zapatillas: SneakerSizeGuide,
  indumentaria: ClothingSizeGuide,
};

/** The pop-up's rows on a product page, size → the row's cells. */
function popUpRows(category: string, sizes: string[]): Map<string, string[]> {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ShopLinkProvider>
          <SizeGuide category={category} sizes={sizes} />
        </ShopLinkProvider>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  const rows = [...container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent ?? ''),
  );
  cleanup();
  return new Map(rows.map(([size, ...cells]) => [size!, cells]));
}

/** /guia-de-talles' pictures (wide and narrow), size → the row's cells, read from each table. */
function guidePageRows(kind: SizeGuideKind): Map<string, string[]>[] {
  const Guide = GUIDE_PAGE[kind];
  const { container } = render(<Guide />);
  const pictures = [...container.querySelectorAll('svg')].map((svg) => {
    // The description lists 'headers: row; row', each row's cells joined by ' / '.
    const description = svg.querySelector('desc')?.textContent ?? '';
    const rows = description.slice(description.indexOf(': ') + 2).split('; ');
    return new Map(
      rows.map((row) => {
        const [size, ...cells] = row.replace(/\. .*$/, '').split(' / ');
        return [size!, cells] as const;
      }),
    );
  });
  cleanup();
  return pictures;
}

describe('one size guide per kind of product (issue 42, item 2)', () => {
  afterEach(cleanup);

  const products = CATEGORIES.flatMap((category) =>
    [undefined, ...category.subcategories].map((subcategory) => ({
      category: category.name,
      subcategory,
      sizes: defaultSizesFor(category.name, subcategory),
    })),
  ).filter(({ category }) => sizeGuideKindOf(category) !== null);

  it.each(products)(
    'every size of $category $subcategory reads the same in the pop-up and in /guia-de-talles',
    ({ category, sizes }) => {
      const popUp = popUpRows(category, sizes);
      const pictures = guidePageRows(sizeGuideKindOf(category)!);
      expect(pictures).toHaveLength(2);
      for (const size of sizes) {
        const row = popUp.get(size);
        expect(row, `${category} ${size} in the pop-up`).toBeDefined();
        for (const picture of pictures)
          expect(picture.get(size), `${category} ${size}`).toEqual(row);
      }
      // The pop-up offers no size the kind does not come in, and the page shows the same rows.
      for (const picture of pictures) expect([...picture.keys()]).toEqual([...popUp.keys()]);
    },
  );
});
