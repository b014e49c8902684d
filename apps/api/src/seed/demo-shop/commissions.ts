import { SIZE_TABLES, type BrandName } from '@shop/domain';
import { colorHexOf } from '../catalogue/colours.js';
import { hashString, seededRandom } from '../catalogue/seeded-random.js';
import type { DemoCommission } from '../catalogue/types.js';

/** Two made-to-order boots (SPEC 9: sizes US 5 to 12, delivered in 30 to 35 days). */
export function demoCommissions(): DemoCommission[] {
  const make = (
    productName: string,
    brand: BrandName,
    price: number,
    compare_price: number,
    colourways: string[],
    description: string,
  ): DemoCommission => {
    const rng = seededRandom(hashString(productName));
    return {
      productName,
      price,
      compare_price,
      brand,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      description,
      variants: colourways.map((variant, index) => ({
        id: index + 1,
        variant,
        colorHex: colorHexOf(variant),
        sizes: SIZE_TABLES.madeToOrderBoots.map((size) => ({
          size,
          stock: 10,
          sold: rng.int(0, 3),
        })),
      })),
    };
  };
  return [
    make(
      'Botines Nike Mercurial Superfly 10 Elite FG a Pedido',
      'Nike',
      179999,
      209999,
      ['Naranja/Negro', 'Celeste/Blanco'],
      'Botines de máxima gama importados a pedido en talles US 5 a 12. Llegan en 30 a 35 días: se abona el 50% al encargar y el 50% restante cuando llegan.',
    ),
    make(
      'Botines Adidas F50 Elite FG a Pedido',
      'Adidas',
      174999,
      199999,
      ['Blanco/Rojo', 'Negro/Dorado'],
      'Los F50 Elite, los más livianos de Adidas, traídos a pedido en talles US 5 a 12. Demora de 30 a 35 días, con seña del 50% y saldo a la llegada.',
    ),
  ];
}
