import type { BrandName, CategoryName, Tag } from '@shop/domain';
import { DEMO_BRANDS } from '../catalogue/spec-lists.js';
import { CLUB_KITS, type ClubKit } from './club-kits.js';
import {
  ACCESSORY_COLOURS,
  ACCESSORY_EDITIONS,
  BOOT_COLOURS,
  CLOTHING_COLOURS,
  CLOTHING_EDITIONS,
  FOOTWEAR_EDITIONS,
  SHIRT_EDITIONS,
  SHIRT_NUMBERS,
  SNEAKER_COLOURS,
  SOCK_COLOURS,
  WOMEN_COLOURS,
} from './editions-and-colours.js';
import {
  ACCESSORY_LINES,
  BOOT_LINES,
  CLOTHING_LINES,
  SNEAKER_LINES,
  SOCK_LINES,
} from './product-lines.js';

/** A line of models of one brand and subcategory, with the words its product names combine. */
export type ModelLine = {
  brand: BrandName;
  cat: CategoryName;
  sub: string;
  base: string;
  tiers: readonly string[];
  editions: readonly string[];
  colourways: readonly string[];
  /** Price range in thousands of pesos. */
  price: readonly [number, number];
  tags?: Tag[];
  kit?: ClubKit;
};

export const MODEL_LINES: readonly ModelLine[] = [
  ...BOOT_LINES.map(([brand, sub, base, tiers]): ModelLine => ({
    brand,
    cat: 'Botines',
    sub,
    base,
    tiers,
    editions: FOOTWEAR_EDITIONS,
    colourways: BOOT_COLOURS,
    price: sub === 'Futbol 11' ? [99, 299] : [64, 139],
  })),
  ...CLUB_KITS.map((kit): ModelLine => ({
    brand: kit.brand,
    cat: 'Camisetas',
    sub: '24/25',
    base: `Camiseta ${kit.club}`,
    tiers: ['Titular 24/25', 'Suplente 24/25', 'Alternativa 24/25', 'Arquero 24/25'],
    editions: SHIRT_EDITIONS,
    colourways: SHIRT_NUMBERS,
    price: [89, 139],
    kit,
  })),
  ...CLUB_KITS.filter((kit) => kit.club !== 'Inter Miami').map((kit): ModelLine => ({
    brand: kit.brand,
    cat: 'Camisetas',
    sub: 'Retro',
    base: `Camiseta ${kit.club}`,
    tiers: ['Retro 1978', 'Retro 1986', 'Retro 1994', 'Retro 2002', 'Retro 2006'],
    editions: SHIRT_EDITIONS,
    colourways: SHIRT_NUMBERS,
    price: [69, 109],
    kit,
  })),
  ...SNEAKER_LINES.map(([brand, sub, base, tiers, style]): ModelLine => ({
    brand,
    cat: 'Zapatillas',
    sub,
    base,
    tiers,
    editions: FOOTWEAR_EDITIONS,
    colourways: sub === 'Mujer' ? WOMEN_COLOURS : SNEAKER_COLOURS,
    price: [69, 229],
    tags: [sub, style],
  })),
  ...SOCK_LINES.map(([brand, sub, base, tiers]): ModelLine => ({
    brand,
    cat: 'Medias',
    sub,
    base,
    tiers,
    editions: ACCESSORY_EDITIONS,
    colourways: SOCK_COLOURS,
    price: [9, 29],
  })),
  ...CLOTHING_LINES.map(([brand, sub, base, tiers, price]): ModelLine => ({
    brand,
    cat: 'Indumentaria',
    sub,
    base,
    tiers,
    editions: CLOTHING_EDITIONS,
    colourways: CLOTHING_COLOURS,
    price,
  })),
  ...ACCESSORY_LINES.flatMap(([sub, noun, tiersByBrand, price]) =>
    DEMO_BRANDS.map((brand, b): ModelLine => ({
      brand,
      cat: 'Accesorios',
      sub,
      base: `${noun} ${brand}`,
      tiers: tiersByBrand[b] ?? [],
      editions: ACCESSORY_EDITIONS,
      colourways: ACCESSORY_COLOURS,
      price,
    })),
  ),
];
