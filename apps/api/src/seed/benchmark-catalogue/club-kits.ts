import type { BrandName } from '@shop/domain';
import type { VariantPlan } from '../catalogue/product-builders.js';
import type { ShirtPattern } from '../pictures/clothing.js';

/** A club whose shirts the benchmark catalogue sells: its maker, home and away colours. */
export type ClubKit = {
  club: string;
  brand: BrandName;
  home: string;
  pattern: ShirtPattern;
  away: string;
};
export const CLUB_KITS: ClubKit[] = [
  {
    club: 'Argentina',
    brand: 'Adidas',
    home: 'Celeste/Blanco',
    pattern: 'stripes',
    away: 'Azul Marino/Celeste',
  },
  {
    club: 'Boca Juniors',
    brand: 'Adidas',
    home: 'Azul/Amarillo',
    pattern: 'band',
    away: 'Amarillo/Azul',
  },
  {
    club: 'River Plate',
    brand: 'Adidas',
    home: 'Blanco/Rojo',
    pattern: 'sash',
    away: 'Rojo/Negro',
  },
  {
    club: 'Real Madrid',
    brand: 'Adidas',
    home: 'Blanco/Dorado',
    pattern: 'plain',
    away: 'Azul Marino/Blanco',
  },
  {
    club: 'Inter Miami',
    brand: 'Adidas',
    home: 'Rosa/Negro',
    pattern: 'plain',
    away: 'Negro/Rosa',
  },
  {
    club: 'Barcelona',
    brand: 'Nike',
    home: 'Bordó/Azul',
    pattern: 'stripes',
    away: 'Amarillo/Rojo',
  },
  {
    club: 'Brasil',
    brand: 'Nike',
    home: 'Amarillo/Verde',
    pattern: 'plain',
    away: 'Azul/Amarillo',
  },
  {
    club: 'PSG',
    brand: 'Nike',
    home: 'Azul Marino/Rojo',
    pattern: 'plain',
    away: 'Blanco/Azul Marino',
  },
  {
    club: 'Manchester City',
    brand: 'Puma',
    home: 'Celeste/Blanco',
    pattern: 'plain',
    away: 'Azul Marino/Celeste',
  },
  { club: 'Milan', brand: 'Puma', home: 'Rojo/Negro', pattern: 'stripes', away: 'Blanco/Rojo' },
  {
    club: 'Independiente',
    brand: 'Puma',
    home: 'Rojo/Blanco',
    pattern: 'plain',
    away: 'Blanco/Rojo',
  },
  {
    club: 'Borussia Dortmund',
    brand: 'Puma',
    home: 'Amarillo/Negro',
    pattern: 'plain',
    away: 'Negro/Amarillo',
  },
];
const GOALKEEPER_COLOURS = ['Verde Lima/Negro', 'Negro/Gris', 'Naranja/Negro', 'Violeta/Negro'];

/** Colour and decoration of a shirt of a given tier ('Titular 24/25', 'Arquero 24/25', 'Retro 1986'). */
export function shirtLook(kit: ClubKit, tier: string, index: number): VariantPlan {
  if (tier.startsWith('Suplente')) return { colourway: kit.away };
  if (tier.startsWith('Alternativa')) return { colourway: 'Negro/Dorado' };
  if (tier.startsWith('Arquero')) {
    return { colourway: GOALKEEPER_COLOURS[index % GOALKEEPER_COLOURS.length] ?? 'Negro/Gris' };
  }
  return { colourway: kit.home, pattern: kit.pattern };
}
