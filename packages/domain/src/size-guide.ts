/**
 * The size guides: one table per kind of product, read by the product page's pop-up and by
 * /guia-de-talles alike, so the two can never disagree.
 */
import { SIZE_TABLES } from './catalogue.js';

export type SizeGuideKind = 'botines' | 'zapatillas' | 'indumentaria';

export interface SizeGuideRow {
  size: string;
  /** The row's other cells, in the order of `headers` after the first. */
  cells: string[];
}

export interface SizeGuide {
  kind: SizeGuideKind;
  title: string;
  /** How to measure, one sentence. */
  measure: string;
  headers: string[];
  rows: SizeGuideRow[];
  note: string;
}

/** Argentine shoe size → US size and foot length (cm), heel to the longest toe. */
const FOOT: Readonly<Record<string, readonly [us: number, cm: number]>> = {
  '34': [3, 22],
  '35': [4, 22.5],
  '36': [5, 23],
  '37': [5.5, 23.5],
  '38': [6, 24],
  '39': [6.5, 25],
  '40': [7, 25.5],
  '41': [8, 26],
  '42': [8.5, 26.5],
  '43': [9.5, 27.5],
  '44': [10, 28],
  '45': [11, 29],
};

/** Clothing size → chest and length (cm), of the body. */
const BODY: Readonly<Record<string, readonly [chest: string, length: number]>> = {
  S: ['88 - 96', 70],
  M: ['96 - 104', 72],
  L: ['104 - 112', 74],
  XL: ['112 - 124', 76],
  XXL: ['124 - 136', 78],
};

/** Spanish decimals: 26,5. */
const decimal = (value: number) => String(value).replace('.', ',');

function footRows(sizes: readonly string[]): SizeGuideRow[] {
  return sizes.map((size) => {
    const [us, cm] = FOOT[size]!;
    return { size, cells: [decimal(us), decimal(cm)] };
  });
}

const FOOT_HEADERS = ['Talle AR', 'US', 'Pie (cm)'];
const FOOT_MEASURE = 'Medí tu pie del talón a la punta del dedo más largo.';

export const SIZE_GUIDES: Readonly<Record<SizeGuideKind, SizeGuide>> = {
  botines: {
    kind: 'botines',
    title: 'Botines',
    measure: FOOT_MEASURE,
    headers: FOOT_HEADERS,
    rows: footRows(SIZE_TABLES.boots),
    note: 'Si estás entre dos talles, elegí el más grande. Medidas aproximadas.',
  },
  zapatillas: {
    kind: 'zapatillas',
    title: 'Zapatillas',
    measure: FOOT_MEASURE,
    headers: FOOT_HEADERS,
    rows: footRows(SIZE_TABLES.sneakers),
    note: 'Mujer: 34 a 38. Hombre: 39 a 45. Medí tu pie al final del día.',
  },
  indumentaria: {
    kind: 'indumentaria',
    title: 'Indumentaria',
    measure: 'Medidas del cuerpo, no de la prenda.',
    headers: ['Talle', 'Pecho (cm)', 'Largo (cm)'],
    rows: SIZE_TABLES.clothing.map((size) => {
      const [chest, length] = BODY[size]!;
      return { size, cells: [chest, String(length)] };
    }),
    note: 'Pecho: contorno a la altura de las axilas. Largo: del hombro al ruedo.',
  },
};

/** The guide of a category; socks and accessories have none (their sizes say what they fit). */
export function sizeGuideKindOf(category: string): SizeGuideKind | null {
  switch (category) {
    case 'Botines':
      return 'botines';
    case 'Zapatillas':
      return 'zapatillas';
    case 'Camisetas':
    case 'Indumentaria':
      return 'indumentaria';
    default:
      return null;
  }
}
