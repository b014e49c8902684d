/** One table of the size-guide popup. */
export interface SizeGuideTable {
  caption: string;
  head: string[];
  rows: string[][];
}

const FOOTWEAR: SizeGuideTable = {
  caption: 'Calzado: medí tu pie del talón a la punta del dedo más largo.',
  head: ['Talle AR', 'US', 'Largo del pie (cm)'],
  rows: [
    ['34', '4', '22,5'],
    ['35', '4,5', '23'],
    ['36', '5', '23,5'],
    ['37', '6', '24'],
    ['38', '6,5', '24,5'],
    ['39', '7', '25'],
    ['40', '8', '26'],
    ['41', '9', '26,5'],
    ['42', '10', '27,5'],
    ['43', '10,5', '28'],
    ['44', '11', '28,5'],
    ['45', '12', '29,5'],
  ],
};

const CLOTHING: SizeGuideTable = {
  caption: 'Prendas: medidas del cuerpo, no de la prenda.',
  head: ['Talle', 'Pecho (cm)', 'Cintura (cm)'],
  rows: [
    ['S', '88 - 96', '73 - 81'],
    ['M', '96 - 104', '81 - 89'],
    ['L', '104 - 112', '89 - 97'],
    ['XL', '112 - 120', '97 - 105'],
    ['XXL', '120 - 128', '105 - 113'],
  ],
};

/** Sizes written as a pair or range of shoe sizes: '39-40' or '34/35'. */
function shoeRange(size: string): string | null {
  const match = /^(\d{2})\s*[-/]\s*(\d{2})$/.exec(size);
  return match ? `${match[1]} al ${match[2]}` : null;
}

/**
 * The table for a product's category; socks and accessories list the product's own sizes with
 * the shoe sizes they fit.
 */
export function sizeGuideFor(category: string, sizes: readonly string[]): SizeGuideTable {
  switch (category) {
    case 'Botines':
    case 'Zapatillas':
      return FOOTWEAR;
    case 'Camisetas':
    case 'Indumentaria':
      return CLOTHING;
    default:
      return {
        caption: 'Talles de este producto.',
        head: ['Talle', 'Calzado AR'],
        rows: sizes.map((size) => [size, shoeRange(size) ?? 'Talle único']),
      };
  }
}
