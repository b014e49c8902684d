/**
 * Demo shop data: the hand-made catalogue seeded on first start, made-to-order boots,
 * promotions and coupons, plus large generated catalogues for benchmarks.
 *
 * Everything is deterministic: random choices come from a seeded generator, and dates are
 * computed from `now` truncated to the start of its UTC day (default: today), so two calls on
 * the same day give the same data.
 */
import type { ShirtPattern } from './product-images.js';

export type DemoSize = { size: string; stock: number; sold: number };
export type DemoVariant = {
  id: number;
  /** Colour name in Spanish, e.g. 'Negro', 'Blanco/Rojo'. */
  variant: string;
  /** One or two hex colours used to draw the variant's pictures. */
  colorHex: string[];
  sizes: DemoSize[];
  /** Shirt decoration for the pictures (Camisetas only). */
  pattern?: ShirtPattern;
};
export type DemoBrand = 'Nike' | 'Adidas' | 'Puma';
export type DemoCategory =
  'Botines' | 'Camisetas' | 'Accesorios' | 'Indumentaria' | 'Zapatillas' | 'Medias';
export type DemoTag = 'Hombre' | 'Mujer' | 'Deportivo' | 'Urbano';
export type DemoDimensions = { weight: number; height: number; width: number; length: number };
export type DemoProduct = {
  productName: string;
  /** Pesos, at most 2 decimals. */
  price: number;
  compare_price: number | null;
  brand: DemoBrand;
  cat: DemoCategory;
  sub_cat: string | null;
  description: string;
  tags: string[];
  variants: DemoVariant[];
  /** Weight in grams; height, width and length in centimetres. */
  dimensions: DemoDimensions;
  best_sellers: boolean;
  new_arrivals: boolean;
  special_offers: boolean;
  disabled: boolean;
  /** The discount badge: round((compare_price - price) / compare_price * 100), 0 without compare price. */
  discount_percentage: number;
  total_sales: number;
  video_youtube: string | null;
  /** ISO date-time. */
  createdAt: string;
};
export type DemoPromotion = {
  title: string;
  description: string;
  type: '2x1' | '3x2' | 'Regalo';
  categories: string[];
  subcategories: string[];
  giftCategories: string[];
  giftSubcategories: string[];
  /** YYYY-MM-DD. */
  endDate: string;
  colorHex: string[];
};
export type DemoCoupon = {
  code: string;
  description: string;
  percentage: number;
  remainingUses: number;
};
export type DemoCommission = {
  productName: string;
  price: number;
  compare_price: number;
  brand: string;
  cat: 'Botines';
  sub_cat: string;
  description: string;
  variants: DemoVariant[];
};

export type DemoOptions = {
  /** Reference date for createdAt and promotion end dates (default: now). */
  now?: Date;
};

// ---------------------------------------------------------------------------------------------
// Catalogue constants (SPEC section 9)

export const DEMO_BRANDS: readonly DemoBrand[] = ['Nike', 'Adidas', 'Puma'];

export const DEMO_SUBCATEGORIES: Readonly<Record<DemoCategory, readonly string[]>> = {
  Botines: ['Futbol 5', 'Futbol 11'],
  Camisetas: ['24/25', 'Retro'],
  Medias: ['Cortas', 'Largas'],
  Indumentaria: ['Campera', 'Buzo', 'Chaleco', 'Conjunto', 'Calzas'],
  Zapatillas: ['Hombre', 'Mujer'],
  Accesorios: ['Mochila', 'Medias', 'Guantes', 'Canilleras', 'Termo', 'Chanclas'],
};

const BOOT_SIZES = ['39', '40', '41', '42', '43', '44', '45'];
const WOMEN_SNEAKER_SIZES = ['34', '35', '36', '37', '38'];
const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const SOCK_SIZES = ['39-40', '41-42', '43-44'];
const SANDAL_SIZES = ['34/35', '36/37', '38/39', '40/41', '42/43', '44/45'];

/** The size list of a category and subcategory (SPEC section 9). */
export function sizesFor(cat: DemoCategory, sub: string | null): string[] {
  switch (cat) {
    case 'Botines':
      return [...BOOT_SIZES];
    case 'Zapatillas':
      return sub === 'Mujer' ? [...WOMEN_SNEAKER_SIZES] : [...BOOT_SIZES];
    case 'Camisetas':
    case 'Indumentaria':
      return [...CLOTHING_SIZES];
    case 'Medias':
      return [...SOCK_SIZES];
    case 'Accesorios':
      switch (sub) {
        case 'Mochila':
          return ['Mochila'];
        case 'Guantes':
          return ['S', 'M', 'L'];
        case 'Canilleras':
          return ['Canilleras'];
        case 'Termo':
          return ['750ml', '1L'];
        case 'Chanclas':
          return [...SANDAL_SIZES];
        default:
          return [...SOCK_SIZES];
      }
  }
}

/** Colour names used by variants and their hex values for the pictures. */
export const DEMO_COLORS: Readonly<Record<string, string>> = {
  Negro: '#1c1c1e',
  Blanco: '#f4f4f2',
  Rojo: '#d62b2b',
  Azul: '#1f4fa8',
  'Azul Marino': '#1b2a4a',
  Celeste: '#75aadb',
  Amarillo: '#f2c230',
  Verde: '#2e8b57',
  'Verde Lima': '#b5d334',
  'Verde Agua': '#3fc1b0',
  Gris: '#8a8f98',
  'Gris Oscuro': '#4a4f57',
  Naranja: '#f26b21',
  Rosa: '#f28cb1',
  Fucsia: '#d63384',
  Violeta: '#6b4fbb',
  Lila: '#b59fd6',
  Dorado: '#c9a43a',
  Plateado: '#b8bcc2',
  Bordó: '#7a1f2b',
  Beige: '#d9c7a7',
  Crema: '#efe6d2',
  Marrón: '#7b4a2d',
};

const colorHexCache = new Map<string, readonly string[]>();

function colorHexOf(colourway: string): string[] {
  let hexes = colorHexCache.get(colourway);
  if (!hexes) {
    hexes = colourway.split('/').map((name) => {
      const hex = DEMO_COLORS[name];
      if (!hex) throw new Error(`Unknown demo colour '${name}' in '${colourway}'`);
      return hex;
    });
    colorHexCache.set(colourway, hexes);
  }
  return [...hexes];
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
};

function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
  };
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// Shared product rules

const BASE_DIMENSIONS: Record<string, DemoDimensions> = {
  Botines: { weight: 1000, height: 12, width: 20, length: 33 },
  Zapatillas: { weight: 900, height: 13, width: 21, length: 33 },
  Camisetas: { weight: 250, height: 3, width: 25, length: 30 },
  Medias: { weight: 100, height: 2, width: 10, length: 20 },
  'Indumentaria/Campera': { weight: 600, height: 5, width: 30, length: 35 },
  'Indumentaria/Buzo': { weight: 700, height: 6, width: 30, length: 35 },
  'Indumentaria/Chaleco': { weight: 400, height: 5, width: 28, length: 33 },
  'Indumentaria/Conjunto': { weight: 900, height: 8, width: 30, length: 38 },
  'Indumentaria/Calzas': { weight: 250, height: 3, width: 22, length: 28 },
  'Accesorios/Mochila': { weight: 700, height: 15, width: 30, length: 45 },
  'Accesorios/Medias': { weight: 120, height: 2, width: 10, length: 22 },
  'Accesorios/Guantes': { weight: 300, height: 6, width: 15, length: 28 },
  'Accesorios/Canilleras': { weight: 300, height: 6, width: 15, length: 25 },
  'Accesorios/Termo': { weight: 450, height: 9, width: 9, length: 30 },
  'Accesorios/Chanclas': { weight: 400, height: 8, width: 15, length: 30 },
};

function baseDimensions(cat: DemoCategory, sub: string | null): DemoDimensions {
  const base =
    BASE_DIMENSIONS[`${cat}/${sub ?? ''}`] ?? BASE_DIMENSIONS[cat] ?? BASE_DIMENSIONS.Camisetas;
  if (!base) throw new Error('Missing base dimensions');
  return base;
}

/** The base dimensions of the category, varied a little per product. */
function varyDimensions(base: DemoDimensions, rng: Random): DemoDimensions {
  const vary = (value: number, spread: number): number =>
    Math.max(1, Math.round(value * (1 + (rng.next() * 2 - 1) * spread)));
  return {
    weight: Math.round(vary(base.weight, 0.08) / 10) * 10,
    height: vary(base.height, 0.1),
    width: vary(base.width, 0.05),
    length: vary(base.length, 0.05),
  };
}

type VariantPlan = { colourway: string; pattern?: ShirtPattern | undefined };

function buildVariants(
  plans: readonly VariantPlan[],
  sizes: readonly string[],
  rng: Random,
  popularity: number,
  soldOut: boolean,
): DemoVariant[] {
  const variants: DemoVariant[] = [];
  for (let index = 0; index < plans.length; index++) {
    const plan = plans[index];
    if (!plan) continue;
    const maxSold = Math.round(popularity * (index === 0 ? 1 : 0.6));
    const list: DemoSize[] = [];
    let inStock = false;
    for (const size of sizes) {
      const stock = soldOut || rng.chance(0.14) ? 0 : rng.int(1, 25);
      inStock ||= stock > 0;
      list.push({ size, stock, sold: rng.int(0, maxSold) });
    }
    const restock = list[rng.int(0, list.length - 1)];
    if (!soldOut && !inStock && restock) restock.stock = rng.int(3, 25);
    const variant: DemoVariant = {
      id: index + 1,
      variant: plan.colourway,
      colorHex: colorHexOf(plan.colourway),
      sizes: list,
    };
    if (plan.pattern) variant.pattern = plan.pattern;
    variants.push(variant);
  }
  return variants;
}

function totalSold(variants: readonly DemoVariant[]): number {
  return variants.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + size.sold, 0), 0);
}

function createdAtFor(rng: Random, today: number, isNew: boolean): string {
  const daysAgo = isNew ? rng.int(1, 27) : rng.int(35, 240);
  const minutes = rng.int(9 * 60, 21 * 60);
  return new Date(today - daysAgo * DAY_MS + minutes * 60 * 1000).toISOString();
}

function defaultTags(cat: DemoCategory, sub: string | null): DemoTag[] {
  switch (cat) {
    case 'Botines':
      return ['Hombre', 'Deportivo'];
    case 'Camisetas':
      return sub === 'Retro' ? ['Hombre', 'Urbano'] : ['Hombre', 'Deportivo'];
    case 'Zapatillas':
      return sub === 'Mujer' ? ['Mujer', 'Urbano'] : ['Hombre', 'Urbano'];
    case 'Medias':
      return ['Hombre', 'Mujer', 'Deportivo'];
    case 'Indumentaria':
      if (sub === 'Calzas') return ['Mujer', 'Deportivo'];
      if (sub === 'Buzo') return ['Hombre', 'Mujer', 'Urbano'];
      return ['Hombre', 'Deportivo'];
    case 'Accesorios':
      return sub === 'Chanclas' || sub === 'Mochila'
        ? ['Hombre', 'Mujer', 'Urbano']
        : ['Deportivo'];
  }
}

// ---------------------------------------------------------------------------------------------
// The hand-made demo shop

type DemoDef = {
  name: string;
  brand: DemoBrand;
  cat: DemoCategory;
  sub: string;
  price: number;
  compare?: number;
  colors: string[];
  /** B: best seller, N: new arrival, S: special offer. */
  flags?: string;
  tags?: DemoTag[];
  pattern?: ShirtPattern;
  soldOut?: boolean;
  disabled?: boolean;
  text: string;
};

const DEMO_DEFS: DemoDef[] = [
  // Botines, fútbol 11
  {
    name: 'Botines Adidas Predator League FG',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 119999,
    compare: 149999,
    colors: ['Negro/Rojo', 'Blanco/Negro'],
    flags: 'BS',
    text: 'Botines de fútbol 11 con zonas de agarre en la capellada para controlar la pelota y darle efecto. La suela FG está pensada para césped natural firme y el cuello bajo deja el tobillo libre.',
  },
  {
    name: 'Botines Adidas Predator Elite FG',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 289999,
    colors: ['Negro/Dorado'],
    flags: 'N',
    text: 'La versión de máxima gama del Predator, con capellada de una pieza y elementos de goma que mejoran el control. Lengüeta plegable y suela FG liviana para jugar con precisión en césped natural.',
  },
  {
    name: 'Botines Adidas F50 League FG',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 129999.99,
    compare: 159999,
    colors: ['Amarillo/Negro', 'Blanco/Azul'],
    flags: 'BS',
    text: 'Botines livianos hechos para la velocidad, con capellada fina y suela de tacos cónicos para arrancar rápido. Ideales para delanteros y extremos que juegan en césped natural.',
  },
  {
    name: 'Botines Adidas Copa Pure 2 League FG',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 114999,
    compare: 134999,
    colors: ['Blanco/Negro', 'Crema/Marrón'],
    flags: 'S',
    text: 'Un clásico renovado: capellada con puntera de cuero suave que se amolda al pie y da un toque preciso. Suela FG con buena tracción para canchas de césped natural.',
  },
  {
    name: 'Botines Nike Mercurial Superfly 10 Academy FG',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 159999,
    compare: 189999,
    colors: ['Naranja/Negro', 'Rosa/Negro'],
    flags: 'BNS',
    text: 'Botines de caña media con cuello tejido que acompaña el tobillo en cada pique. Capellada texturizada para conducir a alta velocidad y placa multitaco para césped natural y sintético.',
  },
  {
    name: 'Botines Nike Phantom GX 2 Academy FG',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 139999,
    colors: ['Verde Lima/Negro', 'Negro/Plateado'],
    text: 'Pensados para el jugador creativo: la capellada con relieve ayuda a controlar, pasar y definir con precisión. Cordones descentrados que amplían la zona de golpeo.',
  },
  {
    name: 'Botines Nike Tiempo Legend 10 Academy FG',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 134999,
    compare: 149999,
    colors: ['Negro/Blanco', 'Blanco/Dorado'],
    flags: 'S',
    text: 'La comodidad de siempre del Tiempo, con capellada sintética suave que no necesita ablande. Suela FG equilibrada para defensores y volantes que juegan los noventa minutos.',
  },
  {
    name: 'Botines Puma Future 7 Match FG',
    brand: 'Puma',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 124999,
    compare: 154999,
    colors: ['Azul/Naranja', 'Negro/Dorado'],
    flags: 'S',
    text: 'Capellada elástica con ajuste adaptable que sigue cada movimiento del pie. Suela de tacos mixtos para girar y cambiar de ritmo con confianza en césped natural.',
  },
  {
    name: 'Botines Puma Ultra 5 Match FG',
    brand: 'Puma',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 119999,
    colors: ['Amarillo/Negro', 'Blanco/Azul'],
    flags: 'N',
    text: 'Botines ultralivianos con capellada fina y refuerzos en las zonas de mayor desgaste. Hechos para jugadores rápidos que buscan sentir la pelota en cada toque.',
  },
  {
    name: 'Botines Puma King Match FG',
    brand: 'Puma',
    cat: 'Botines',
    sub: 'Futbol 11',
    price: 109999,
    compare: 129999,
    colors: ['Negro/Blanco'],
    text: 'El King de siempre, con puntera suave y lengüeta clásica que cubre los cordones. Comodidad y durabilidad para jugar todos los fines de semana.',
  },
  // Botines, fútbol 5
  {
    name: 'Botines Nike Mercurial Vapor 16 Academy TF',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 129999,
    compare: 149999,
    colors: ['Azul/Rosa', 'Negro/Naranja'],
    flags: 'BS',
    text: 'Botines para fútbol 5 con suela de tapones cortos de goma que agarran bien en césped sintético. Capellada liviana y amortiguación en el talón para los partidos entre amigos.',
  },
  {
    name: 'Botines Nike Phantom Luna 2 Club TF',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 84999,
    colors: ['Negro/Plateado', 'Blanco/Verde Lima'],
    text: 'Cuello tejido envolvente y suela TF de goma para canchas de sintético. Un calce firme que da seguridad en los cambios de dirección.',
  },
  {
    name: 'Botines Nike Tiempo Legend 10 Club TF',
    brand: 'Nike',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 79999,
    compare: 94999,
    colors: ['Negro/Blanco'],
    flags: 'S',
    text: 'La horma cómoda del Tiempo adaptada al fútbol 5. Suela con tapones de goma para sintético y capellada sintética fácil de limpiar.',
  },
  {
    name: 'Botines Adidas Predator Club TF',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 89999,
    compare: 104999,
    colors: ['Negro/Rojo', 'Blanco/Azul'],
    flags: 'B',
    text: 'El control del Predator para la cancha de fútbol 5. Suela TF de goma con tapones cortos y capellada con textura para dominar la pelota.',
  },
  {
    name: 'Botines Adidas F50 Club TF',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 84999.99,
    colors: ['Celeste/Blanco'],
    flags: 'N',
    text: 'Livianos y rápidos, con suela de goma que responde en césped sintético. Ideales para los que viven del pique corto.',
  },
  {
    name: 'Botines Adidas Copa Pure 2 Club IN',
    brand: 'Adidas',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 79999,
    colors: ['Blanco/Dorado'],
    text: 'Botines para futsal y canchas de piso con suela lisa de goma que no marca. Capellada suave con puntera acolchada para un toque preciso.',
  },
  {
    name: 'Botines Puma Future 7 Play TT',
    brand: 'Puma',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 74999,
    compare: 89999,
    colors: ['Azul/Naranja'],
    flags: 'S',
    text: 'Ajuste elástico y suela TT de goma para sintético. Una opción cómoda y resistente para jugar varias veces por semana.',
  },
  {
    name: 'Botines Puma Ultra 5 Play TT',
    brand: 'Puma',
    cat: 'Botines',
    sub: 'Futbol 5',
    price: 69999,
    colors: ['Naranja/Negro', 'Negro/Blanco'],
    flags: 'N',
    text: 'Botines livianos para fútbol 5 con tapones de goma que dan tracción sin cansar las piernas. Capellada sintética con refuerzo en la puntera.',
  },
  // Camisetas 24/25
  {
    name: 'Camiseta Argentina Titular 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 119999,
    colors: ['Celeste/Blanco'],
    pattern: 'stripes',
    flags: 'BN',
    tags: ['Hombre', 'Mujer', 'Deportivo'],
    text: 'La camiseta titular de la Selección Argentina, con las clásicas bastones celestes y blancos y las tres estrellas sobre el escudo. Tela liviana que absorbe la transpiración, para alentar en la cancha o jugar.',
  },
  {
    name: 'Camiseta Argentina Suplente 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 114999,
    compare: 119999,
    colors: ['Azul Marino/Celeste'],
    flags: 'NS',
    text: 'La camiseta alternativa de la Selección en azul profundo con detalles celestes. Corte regular y tejido transpirable para usar todos los días.',
  },
  {
    name: 'Camiseta Boca Juniors Titular 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 109999,
    colors: ['Azul/Amarillo'],
    pattern: 'band',
    flags: 'B',
    text: 'La azul y oro de la temporada, con la franja horizontal amarilla en el pecho. Tejido liviano de secado rápido y escudo bordado.',
  },
  {
    name: 'Camiseta River Plate Titular 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 109999,
    colors: ['Blanco/Rojo'],
    pattern: 'sash',
    flags: 'B',
    text: 'La camiseta blanca con la banda roja cruzada, un diseño inconfundible. Tela transpirable y cuello redondo acanalado.',
  },
  {
    name: 'Camiseta Independiente Titular 24/25',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: '24/25',
    price: 94999,
    compare: 109999,
    colors: ['Rojo/Blanco'],
    flags: 'S',
    text: 'El rojo del Rey de Copas en una camiseta liviana con detalles blancos. Tecnología que mantiene el cuerpo seco durante el partido.',
  },
  {
    name: 'Camiseta Real Madrid Titular 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 124999.99,
    compare: 139999,
    colors: ['Blanco/Dorado'],
    flags: 'S',
    text: 'La camiseta blanca del Real Madrid con detalles dorados en cuello y puños. Tejido de malla liviana para máxima ventilación.',
  },
  {
    name: 'Camiseta Inter Miami Titular 24/25',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: '24/25',
    price: 119999,
    colors: ['Rosa/Negro'],
    flags: 'BN',
    text: 'La camiseta rosa del Inter Miami, el club de la MLS que todos siguen. Tela suave y transpirable con escudo termosellado.',
  },
  {
    name: 'Camiseta Barcelona Titular 24/25',
    brand: 'Nike',
    cat: 'Camisetas',
    sub: '24/25',
    price: 124999,
    compare: 144999,
    colors: ['Bordó/Azul'],
    pattern: 'stripes',
    flags: 'S',
    text: 'Los colores azulgranas en bastones, para la temporada 24/25. Tejido Dri-FIT que aleja la transpiración de la piel.',
  },
  {
    name: 'Camiseta Brasil Titular 24/25',
    brand: 'Nike',
    cat: 'Camisetas',
    sub: '24/25',
    price: 109999,
    compare: 129999,
    colors: ['Amarillo/Verde'],
    flags: 'S',
    text: 'La verdeamarelha titular, con cuello y puños verdes. Tela liviana Dri-FIT para jugar o usar en la tribuna.',
  },
  {
    name: 'Camiseta PSG Titular 24/25',
    brand: 'Nike',
    cat: 'Camisetas',
    sub: '24/25',
    price: 124999,
    colors: ['Azul Marino/Rojo'],
    text: 'La camiseta azul del Paris Saint-Germain con detalles rojos. Corte regular y tejido de secado rápido.',
  },
  {
    name: 'Camiseta Manchester City Titular 24/25',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: '24/25',
    price: 119999,
    compare: 134999,
    colors: ['Celeste/Blanco'],
    flags: 'S',
    text: 'El celeste del Manchester City en una camiseta liviana con cuello en V. Tela que respira para los días de calor.',
  },
  {
    name: 'Camiseta Milan Titular 24/25',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: '24/25',
    price: 119999,
    colors: ['Rojo/Negro'],
    pattern: 'stripes',
    flags: 'N',
    text: 'Los bastones rossoneri del Milan, con escudo bordado y tejido transpirable. Un clásico del fútbol italiano.',
  },
  {
    name: 'Camiseta Borussia Dortmund Titular 24/25',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: '24/25',
    price: 114999,
    colors: ['Amarillo/Negro'],
    text: 'El amarillo del Dortmund con cuello y puños negros. Tela liviana que acompaña cada movimiento.',
  },
  // Camisetas retro
  {
    name: 'Camiseta Argentina Retro 1994',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 89999,
    compare: 99999,
    colors: ['Celeste/Blanco'],
    pattern: 'stripes',
    flags: 'B',
    soldOut: true,
    text: 'Reedición de la camiseta que la Selección usó en el Mundial de Estados Unidos. Cuello polo y tela de algodón mezcla, fiel al diseño original.',
  },
  {
    name: 'Camiseta Argentina Retro 1978',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 94999,
    colors: ['Celeste/Blanco'],
    pattern: 'stripes',
    text: 'Homenaje a la primera estrella: bastones celestes y blancos con cuello clásico. Una pieza para coleccionistas y nostálgicos.',
  },
  {
    name: 'Camiseta Boca Juniors Retro 1981',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 84999,
    compare: 99999,
    colors: ['Azul/Amarillo'],
    pattern: 'band',
    flags: 'BS',
    text: 'La camiseta del Boca campeón del Metropolitano 81, con la franja amarilla y el cuello polo. Tela suave de corte clásico.',
  },
  {
    name: 'Camiseta River Plate Retro 1986',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 84999,
    colors: ['Blanco/Rojo'],
    pattern: 'sash',
    text: 'Reedición de la camiseta del River campeón de América y del mundo. Banda roja, cuello clásico y el escudo de época.',
  },
  {
    name: 'Camiseta Alemania Retro 1990',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 89999,
    colors: ['Blanco/Negro'],
    disabled: true,
    text: 'La camiseta blanca de la final de Italia 90, con su cuello polo. Reedición en tela liviana de corte clásico.',
  },
  {
    name: 'Camiseta Francia Retro 1998',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 89999,
    compare: 104999,
    colors: ['Azul/Rojo'],
    flags: 'S',
    text: 'La camiseta azul del Mundial 98 con detalles rojos y blancos. Reedición fiel al original, para usar todos los días.',
  },
  {
    name: 'Camiseta Brasil Retro 2002',
    brand: 'Nike',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 89999,
    compare: 99999,
    colors: ['Amarillo/Verde'],
    text: 'La camiseta amarilla del pentacampeonato, con cuello y puños verdes. Tela de poliéster liviana y corte de la época.',
  },
  {
    name: 'Camiseta Italia Retro 2006',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 84999,
    colors: ['Azul/Dorado'],
    flags: 'N',
    text: 'La azzurra del Mundial de Alemania, entallada y con detalles dorados. Una reedición para los amantes del calcio.',
  },
  {
    name: 'Camiseta Holanda Retro 1988',
    brand: 'Adidas',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 89999.99,
    colors: ['Naranja/Blanco'],
    text: 'El naranja de la Eurocopa 88 con su recordado estampado geométrico. Cuello polo y tela suave al tacto.',
  },
  {
    name: 'Camiseta Camerún Retro 2002',
    brand: 'Puma',
    cat: 'Camisetas',
    sub: 'Retro',
    price: 79999,
    compare: 94999,
    colors: ['Verde/Rojo'],
    flags: 'S',
    text: 'La camiseta verde de los Leones Indomables, con detalles rojos y amarillos. Reedición cómoda de tela liviana.',
  },
  // Medias
  {
    name: 'Medias Nike Everyday Cushioned Cortas x3',
    brand: 'Nike',
    cat: 'Medias',
    sub: 'Cortas',
    price: 24999,
    compare: 29999,
    colors: ['Blanco/Gris', 'Negro/Gris'],
    flags: 'BS',
    text: 'Pack de tres pares de medias cortas con planta acolchada. Tejido que absorbe la humedad, para entrenar o para el día a día.',
  },
  {
    name: 'Medias Adidas Cushioned Tobilleras x3',
    brand: 'Adidas',
    cat: 'Medias',
    sub: 'Cortas',
    price: 19999,
    colors: ['Blanco/Negro', 'Gris/Blanco'],
    text: 'Tres pares de medias tobilleras con acolchado en talón y puntera. Puño elástico que no se baja.',
  },
  {
    name: 'Medias Puma Sport Cortas x3',
    brand: 'Puma',
    cat: 'Medias',
    sub: 'Cortas',
    price: 16999,
    compare: 19999,
    colors: ['Negro/Blanco'],
    flags: 'S',
    text: 'Pack de tres pares de medias cortas de algodón peinado. Cómodas y resistentes para el gimnasio o la calle.',
  },
  {
    name: 'Medias Nike Matchfit Largas',
    brand: 'Nike',
    cat: 'Medias',
    sub: 'Largas',
    price: 22999,
    colors: ['Blanco/Negro', 'Rojo/Blanco', 'Azul Marino/Blanco'],
    flags: 'B',
    text: 'Medias de fútbol hasta la rodilla con soporte en el arco del pie. Tejido Dri-FIT y zonas de ventilación para todo el partido.',
  },
  {
    name: 'Medias Adidas Milano 23',
    brand: 'Adidas',
    cat: 'Medias',
    sub: 'Largas',
    price: 14999,
    compare: 17999,
    colors: ['Negro/Blanco', 'Azul/Blanco', 'Amarillo/Negro'],
    flags: 'S',
    text: 'Las medias de fútbol de los equipos: largas, con puño de rayas y refuerzo en la planta. Cubren la canillera y no se deslizan.',
  },
  {
    name: 'Medias Puma teamLIGA Largas',
    brand: 'Puma',
    cat: 'Medias',
    sub: 'Largas',
    price: 12999,
    colors: ['Rojo/Blanco', 'Verde/Blanco'],
    flags: 'N',
    text: 'Medias largas de fútbol con tejido elástico y planta reforzada. Ideales para uniformes de equipo.',
  },
  // Indumentaria
  {
    name: 'Campera Adidas Tiro 24 Entrenamiento',
    brand: 'Adidas',
    cat: 'Indumentaria',
    sub: 'Campera',
    price: 109999,
    compare: 129999,
    colors: ['Negro/Blanco', 'Azul Marino/Blanco'],
    flags: 'BS',
    text: 'Campera de entrenamiento con cierre completo, cuello alto y bolsillos con cierre. Tela de punto doble que seca rápido.',
  },
  {
    name: 'Campera Nike Windrunner',
    brand: 'Nike',
    cat: 'Indumentaria',
    sub: 'Campera',
    price: 139999,
    colors: ['Azul Marino/Blanco', 'Negro/Gris'],
    flags: 'N',
    tags: ['Hombre', 'Urbano'],
    text: 'La rompevientos clásica de Nike, con su diseño en chevron y capucha guardable. Liviana, repele el agua y se guarda en la mochila.',
  },
  {
    name: 'Campera Puma teamGOAL Entrenamiento',
    brand: 'Puma',
    cat: 'Indumentaria',
    sub: 'Campera',
    price: 84999,
    compare: 99999,
    colors: ['Rojo/Negro', 'Negro/Blanco'],
    flags: 'S',
    text: 'Campera deportiva de cierre completo con puños elásticos. Tela liviana que abriga en la entrada en calor.',
  },
  {
    name: 'Buzo Nike Club Fleece',
    brand: 'Nike',
    cat: 'Indumentaria',
    sub: 'Buzo',
    price: 89999,
    compare: 104999,
    colors: ['Gris', 'Negro', 'Azul Marino'],
    flags: 'BS',
    text: 'Buzo con capucha de frisa suave por dentro y bolsillo canguro. Un básico abrigado para el día a día.',
  },
  {
    name: 'Buzo Adidas Essentials 3 Tiras',
    brand: 'Adidas',
    cat: 'Indumentaria',
    sub: 'Buzo',
    price: 79999,
    colors: ['Negro/Blanco', 'Gris/Negro'],
    text: 'Buzo con capucha y las icónicas tiras en las mangas. Algodón con frisa para los días frescos.',
  },
  {
    name: 'Buzo Puma Essentials Big Logo',
    brand: 'Puma',
    cat: 'Indumentaria',
    sub: 'Buzo',
    price: 69999,
    compare: 79999,
    colors: ['Negro/Blanco', 'Bordó/Blanco'],
    flags: 'N',
    text: 'Buzo canguro con capucha y logo grande estampado. Cómodo, abrigado y fácil de combinar.',
  },
  {
    name: 'Chaleco Nike Therma-FIT Academy',
    brand: 'Nike',
    cat: 'Indumentaria',
    sub: 'Chaleco',
    price: 99999,
    colors: ['Negro/Blanco'],
    text: 'Chaleco acolchado con tecnología Therma-FIT que retiene el calor del cuerpo. Ideal para entrenar en invierno o mirar el partido desde el costado.',
  },
  {
    name: 'Chaleco Adidas Essentials Acolchado',
    brand: 'Adidas',
    cat: 'Indumentaria',
    sub: 'Chaleco',
    price: 94999,
    compare: 114999,
    colors: ['Negro', 'Azul Marino'],
    flags: 'S',
    text: 'Chaleco liviano con relleno sintético y cuello alto. Abriga el torso y deja libres los brazos.',
  },
  {
    name: 'Chaleco Puma Essentials Acolchado',
    brand: 'Puma',
    cat: 'Indumentaria',
    sub: 'Chaleco',
    price: 79999,
    colors: ['Negro', 'Verde'],
    text: 'Chaleco acolchado con cierre completo y bolsillos laterales. Práctico para las mañanas frías.',
  },
  {
    name: 'Conjunto Deportivo Adidas Tiro 24',
    brand: 'Adidas',
    cat: 'Indumentaria',
    sub: 'Conjunto',
    price: 149999,
    compare: 179999,
    colors: ['Negro/Blanco', 'Azul Marino/Blanco'],
    flags: 'BS',
    text: 'Conjunto de campera y pantalón de entrenamiento, el mismo que usan los equipos profesionales. Pantalón con cierres en los tobillos y bolsillos con cierre.',
  },
  {
    name: 'Conjunto Deportivo Nike Academy Dri-FIT',
    brand: 'Nike',
    cat: 'Indumentaria',
    sub: 'Conjunto',
    price: 139999,
    colors: ['Negro/Verde Lima'],
    flags: 'N',
    text: 'Campera y pantalón de tela Dri-FIT para entrenar con comodidad. Corte entallado y puños elásticos.',
  },
  {
    name: 'Conjunto Deportivo Puma teamRISE',
    brand: 'Puma',
    cat: 'Indumentaria',
    sub: 'Conjunto',
    price: 114999.99,
    compare: 129999,
    colors: ['Azul Marino/Blanco', 'Rojo/Negro'],
    text: 'Conjunto de entrenamiento con campera de cierre completo y pantalón con bolsillos. Tela liviana y resistente al uso diario.',
  },
  {
    name: 'Calzas Nike One Tiro Alto',
    brand: 'Nike',
    cat: 'Indumentaria',
    sub: 'Calzas',
    price: 59999,
    colors: ['Negro', 'Violeta'],
    flags: 'B',
    text: 'Calzas largas de tiro alto con tela suave que no transparenta. Cintura ancha que sostiene sin apretar, para entrenar o para el día a día.',
  },
  {
    name: 'Calzas Adidas Optime',
    brand: 'Adidas',
    cat: 'Indumentaria',
    sub: 'Calzas',
    price: 54999,
    compare: 64999,
    colors: ['Negro/Blanco', 'Rosa/Blanco'],
    flags: 'S',
    text: 'Calzas de entrenamiento con compresión media y bolsillo en la cintura. Tejido elástico que acompaña cada movimiento.',
  },
  {
    name: 'Calzas Puma Train Favorite',
    brand: 'Puma',
    cat: 'Indumentaria',
    sub: 'Calzas',
    price: 44999,
    colors: ['Negro/Rosa', 'Azul Marino/Celeste'],
    flags: 'N',
    text: 'Calzas livianas con tecnología que absorbe la humedad. Cómodas para el gimnasio, yoga o running.',
  },
  // Zapatillas hombre
  {
    name: 'Zapatillas Puma Suede Classic',
    brand: 'Puma',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 99999,
    compare: 119999,
    colors: ['Negro/Blanco', 'Azul Marino/Blanco', 'Rojo/Blanco'],
    flags: 'BS',
    text: 'Las Suede de siempre: capellada de gamuza, franja lateral y suela de goma. Un ícono urbano desde los años sesenta.',
  },
  {
    name: 'Zapatillas Nike Air Max 90',
    brand: 'Nike',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 189999,
    colors: ['Blanco/Gris', 'Negro/Rojo'],
    flags: 'B',
    text: 'La Air Max 90 con su cámara de aire visible en el talón y capellada de cuero y malla. Comodidad de running con estilo de calle.',
  },
  {
    name: "Zapatillas Nike Air Force 1 '07",
    brand: 'Nike',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 169999,
    compare: 189999,
    colors: ['Blanco', 'Negro'],
    flags: 'BS',
    text: 'La clásica del básquet convertida en ícono urbano, con capellada de cuero y amortiguación Air. Combina con todo.',
  },
  {
    name: 'Zapatillas Adidas Samba OG',
    brand: 'Adidas',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 169999.99,
    colors: ['Blanco/Negro', 'Negro/Blanco'],
    flags: 'N',
    text: 'Nacida para el fútbol de salón, hoy un clásico de la calle. Cuero suave, puntera de gamuza y suela de goma color caramelo.',
  },
  {
    name: 'Zapatillas Adidas Ultraboost 5',
    brand: 'Adidas',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 219999,
    compare: 249999,
    colors: ['Negro/Blanco', 'Azul/Blanco'],
    flags: 'S',
    tags: ['Hombre', 'Deportivo'],
    text: 'Zapatillas de running con mediasuela de máxima amortiguación y capellada tejida que se adapta al pie. Para sumar kilómetros con comodidad.',
  },
  {
    name: 'Zapatillas Nike Pegasus 41',
    brand: 'Nike',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 179999,
    colors: ['Azul Marino/Naranja', 'Gris/Verde Lima'],
    flags: 'N',
    tags: ['Hombre', 'Deportivo'],
    text: 'La Pegasus de todos los días, con espuma reactiva y unidades de aire en antepié y talón. Una zapatilla de running versátil para entrenar y competir.',
  },
  {
    name: 'Zapatillas Puma Deviate Nitro 3',
    brand: 'Puma',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 159999,
    compare: 189999,
    colors: ['Naranja/Negro'],
    flags: 'S',
    tags: ['Hombre', 'Deportivo'],
    text: 'Zapatillas de running con placa de carbono y espuma Nitro para correr más rápido. Pensadas para fondos y competencias.',
  },
  {
    name: 'Zapatillas Adidas Runfalcon 3',
    brand: 'Adidas',
    cat: 'Zapatillas',
    sub: 'Hombre',
    price: 69999,
    colors: ['Negro/Blanco', 'Gris/Azul'],
    tags: ['Hombre', 'Deportivo'],
    text: 'Zapatillas livianas para empezar a correr, con capellada de malla y mediasuela amortiguada. Buena relación precio y calidad.',
  },
  // Zapatillas mujer
  {
    name: 'Zapatillas Adidas Gazelle Mujer',
    brand: 'Adidas',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 149999,
    colors: ['Rosa/Blanco', 'Verde/Blanco', 'Azul Marino/Blanco'],
    flags: 'BN',
    text: 'Las Gazelle de gamuza con las tres tiras en contraste y suela de goma. Un clásico de los setenta que nunca pasa de moda.',
  },
  {
    name: 'Zapatillas Nike Court Vision Low Mujer',
    brand: 'Nike',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 109999,
    compare: 129999,
    colors: ['Blanco/Rosa', 'Blanco/Celeste'],
    flags: 'S',
    text: 'Inspiradas en el básquet de los ochenta, con capellada de cuero sintético y suela de goma. Cómodas para todo el día.',
  },
  {
    name: 'Zapatillas Puma Carina 2.0 Mujer',
    brand: 'Puma',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 84999,
    colors: ['Blanco/Dorado', 'Negro/Dorado'],
    text: 'Zapatillas de plataforma con capellada de cuero y plantilla SoftFoam. Un toque urbano y femenino.',
  },
  {
    name: 'Zapatillas Nike Revolution 7 Mujer',
    brand: 'Nike',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 84999,
    compare: 99999,
    colors: ['Lila/Blanco', 'Negro/Rosa'],
    flags: 'S',
    tags: ['Mujer', 'Deportivo'],
    text: 'Zapatillas de running livianas con espuma suave y malla transpirable. Ideales para caminar o salir a correr.',
  },
  {
    name: 'Zapatillas Adidas Duramo SL Mujer',
    brand: 'Adidas',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 74999,
    colors: ['Verde Agua/Blanco', 'Negro/Fucsia'],
    flags: 'N',
    tags: ['Mujer', 'Deportivo'],
    text: 'Zapatillas de entrenamiento con mediasuela liviana y capellada de malla. Comodidad para el gimnasio y las caminatas.',
  },
  {
    name: 'Zapatillas Puma Mayze Mujer',
    brand: 'Puma',
    cat: 'Zapatillas',
    sub: 'Mujer',
    price: 119999,
    compare: 134999,
    colors: ['Blanco/Beige', 'Negro/Blanco'],
    text: 'Zapatillas de plataforma con capellada de cuero y detalles en gamuza. Suman altura sin resignar comodidad.',
  },
  // Accesorios
  {
    name: 'Mochila Nike Brasilia 24L',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Mochila',
    price: 59999,
    compare: 69999,
    colors: ['Negro/Blanco', 'Azul Marino/Rojo'],
    flags: 'BS',
    text: 'Mochila de 24 litros con compartimento principal amplio y bolsillo frontal con cierre. Tiras acolchadas y tela resistente para llevar los botines al club.',
  },
  {
    name: 'Mochila Adidas Power VII',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Mochila',
    price: 54999,
    colors: ['Negro/Blanco', 'Gris/Rosa'],
    text: 'Mochila con espacio para notebook, bolsillo frontal y botella lateral. Práctica para el trabajo, el estudio o el entrenamiento.',
  },
  {
    name: 'Mochila Puma Phase',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Mochila',
    price: 39999,
    colors: ['Negro', 'Azul/Amarillo'],
    flags: 'N',
    text: 'Mochila liviana de uso diario con compartimento principal y bolsillo frontal. Tiras regulables y espalda acolchada.',
  },
  {
    name: 'Medias Antideslizantes Nike Grip Strike',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Medias',
    price: 34999,
    colors: ['Blanco/Negro', 'Negro/Blanco'],
    text: 'Medias con puntos de goma en la planta que evitan que el pie se deslice dentro del botín. Para ganar estabilidad en arranques y frenadas.',
  },
  {
    name: 'Medias Antideslizantes Adidas Grip',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Medias',
    price: 29999,
    compare: 34999,
    colors: ['Blanco/Negro'],
    flags: 'S',
    text: 'Medias cortas de entrenamiento con grip de silicona en la planta. Se usan debajo de las medias del equipo para un mejor agarre.',
  },
  {
    name: 'Medias Antideslizantes Puma teamFINAL Grip',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Medias',
    price: 24999,
    colors: ['Negro/Naranja'],
    flags: 'N',
    text: 'Medias con grip en la planta y acolchado en el talón. Más control en cada pisada.',
  },
  {
    name: 'Guantes de Arquero Adidas Predator Training',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Guantes',
    price: 49999,
    compare: 59999,
    colors: ['Negro/Rojo', 'Blanco/Azul'],
    flags: 'BS',
    text: 'Guantes de arquero con palma de látex de buen agarre y muñequera elástica con abrojo. Ideales para entrenar todas las semanas.',
  },
  {
    name: 'Guantes de Arquero Nike Match',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Guantes',
    price: 44999,
    colors: ['Amarillo/Negro', 'Negro/Blanco'],
    text: 'Guantes con palma de látex y dorso acolchado para despejar con seguridad. Cierre de muñeca ajustable.',
  },
  {
    name: 'Guantes de Arquero Puma Future Match',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Guantes',
    price: 54999,
    compare: 64999,
    colors: ['Azul/Naranja'],
    text: 'Guantes de corte negativo con látex de alto agarre para atajar en cualquier clima. Puño tejido que se adapta a la muñeca.',
  },
  {
    name: 'Canilleras Nike Mercurial Lite',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Canilleras',
    price: 29999,
    colors: ['Negro/Blanco', 'Rosa/Negro'],
    flags: 'B',
    text: 'Canilleras livianas de perfil bajo con carcasa resistente y espuma que amortigua los golpes. Se sostienen con las medias o con funda.',
  },
  {
    name: 'Canilleras Adidas Tiro Club',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Canilleras',
    price: 19999,
    compare: 24999,
    colors: ['Blanco/Negro', 'Azul/Blanco'],
    flags: 'S',
    text: 'Canilleras con carcasa de plástico y reverso acolchado. Protección confiable para entrenar y jugar.',
  },
  {
    name: 'Canilleras Puma Ultra Light',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Canilleras',
    price: 22999,
    colors: ['Amarillo/Negro'],
    flags: 'N',
    text: 'Canilleras ultralivianas con ventilación para que la pierna respire. Se adaptan a la forma de la tibia.',
  },
  {
    name: 'Termo Nike Hypercharge Acero',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Termo',
    price: 44999,
    colors: ['Negro/Blanco', 'Plateado/Negro'],
    text: 'Termo de acero inoxidable de doble pared que mantiene el agua fría o caliente durante horas. Tapa con manija para llevarlo a todos lados.',
  },
  {
    name: 'Termo Adidas Steel Acero Inoxidable',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Termo',
    price: 39999,
    compare: 46999,
    colors: ['Negro/Blanco', 'Azul Marino/Blanco'],
    flags: 'S',
    text: 'Termo de acero con aislamiento térmico y tapa a rosca hermética. Ideal para el mate en la cancha o la hidratación en el gimnasio.',
  },
  {
    name: 'Termo Puma Performance Acero',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Termo',
    price: 34999,
    colors: ['Plateado/Rojo'],
    text: 'Termo de acero inoxidable con terminación mate y tapa con asa. Conserva la temperatura durante toda la jornada.',
  },
  {
    name: 'Chanclas Adidas Adilette Aqua',
    brand: 'Adidas',
    cat: 'Accesorios',
    sub: 'Chanclas',
    price: 34999,
    compare: 39999,
    colors: ['Negro/Blanco', 'Azul Marino/Blanco'],
    flags: 'BS',
    text: 'Las ojotas de secado rápido con las tres tiras en la capellada. Perfectas para el vestuario, la pileta o la playa.',
  },
  {
    name: 'Chanclas Nike Victori One',
    brand: 'Nike',
    cat: 'Accesorios',
    sub: 'Chanclas',
    price: 44999,
    colors: ['Negro/Blanco', 'Blanco/Negro'],
    text: 'Chanclas con plantilla de espuma suave y ranuras que acompañan el movimiento del pie. Comodidad después del partido.',
  },
  {
    name: 'Chanclas Puma Leadcat 2.0',
    brand: 'Puma',
    cat: 'Accesorios',
    sub: 'Chanclas',
    price: 29999,
    colors: ['Negro/Blanco', 'Rojo/Blanco'],
    flags: 'N',
    text: 'Chanclas con tira acolchada y logo grande. Livianas y cómodas para el día a día.',
  },
];

/** The hand-made demo shop: every category, subcategory and brand of SPEC section 9. */
export function demoProducts(options: DemoOptions = {}): DemoProduct[] {
  const today = startOfUtcDay(options.now ?? new Date());
  return DEMO_DEFS.map((def) => {
    const rng = seededRandom(hashString(def.name));
    const flags = def.flags ?? '';
    const best = flags.includes('B');
    const isNew = flags.includes('N');
    const compare = def.compare ?? null;
    const popularity = best ? rng.int(18, 30) : rng.int(2, 9);
    const variants = buildVariants(
      def.colors.map((colourway) => ({ colourway, pattern: def.pattern })),
      sizesFor(def.cat, def.sub),
      rng,
      popularity,
      def.soldOut ?? false,
    );
    return {
      productName: def.name,
      price: def.price,
      compare_price: compare,
      brand: def.brand,
      cat: def.cat,
      sub_cat: def.sub,
      description: def.text,
      tags: [...(def.tags ?? defaultTags(def.cat, def.sub))],
      variants,
      dimensions: varyDimensions(baseDimensions(def.cat, def.sub), rng),
      best_sellers: best,
      new_arrivals: isNew,
      special_offers: flags.includes('S') && compare !== null,
      disabled: def.disabled ?? false,
      // The price already is the sale price; the badge comes from compare_price.
      discount_percentage: 0,
      total_sales: totalSold(variants),
      video_youtube: null,
      createdAt: createdAtFor(rng, today, isNew),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Made-to-order boots, promotions and coupons

const COMMISSION_SIZES = ['US 5', 'US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'];

/** Two made-to-order boots (SPEC 9: sizes US 5 to 12, delivered in 30 to 35 days). */
export function demoCommissions(): DemoCommission[] {
  const make = (
    productName: string,
    brand: DemoBrand,
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
        sizes: COMMISSION_SIZES.map((size) => ({ size, stock: 10, sold: rng.int(0, 3) })),
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

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

function monthsAhead(today: number, months: number): string {
  const date = new Date(today);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDate(date.getTime());
}

/** Exactly three promotions: a 2x1, a 3x2 and a gift ('Regalo'), ending months from now. */
export function demoPromotions(options: DemoOptions = {}): DemoPromotion[] {
  const today = startOfUtcDay(options.now ?? new Date());
  return [
    {
      title: '2x1 en medias',
      description:
        'Llevá dos pares de medias y pagá uno. Combiná cortas y largas como quieras: el par de menor precio es gratis.',
      type: '2x1',
      categories: ['Medias'],
      subcategories: ['Cortas', 'Largas'],
      giftCategories: [],
      giftSubcategories: [],
      endDate: monthsAhead(today, 2),
      colorHex: ['#d62b2b', '#f2c230'],
    },
    {
      title: '3x2 en camisetas',
      description:
        'Elegí tres camisetas de la temporada 24/25 o retro y pagá dos. La de menor precio va de regalo.',
      type: '3x2',
      categories: ['Camisetas'],
      subcategories: ['24/25', 'Retro'],
      giftCategories: [],
      giftSubcategories: [],
      endDate: monthsAhead(today, 3),
      colorHex: ['#1b2a4a', '#75aadb'],
    },
    {
      title: 'Botines con medias de regalo',
      description:
        'Comprá un par de botines de fútbol 5 o fútbol 11 y llevate de regalo un par de medias largas para el partido.',
      type: 'Regalo',
      categories: ['Botines'],
      subcategories: ['Futbol 5', 'Futbol 11'],
      giftCategories: ['Medias'],
      giftSubcategories: ['Largas'],
      endDate: monthsAhead(today, 4),
      colorHex: ['#2e8b57', '#f4f4f2'],
    },
  ];
}

/** Two discount coupons. */
export function demoCoupons(): DemoCoupon[] {
  return [
    {
      code: 'BIENVENIDO10',
      description: 'Bienvenida: 10% de descuento en tu compra',
      percentage: 10,
      remainingUses: 100,
    },
    {
      code: 'GOLAZO15',
      description: 'Promo de temporada: 15% de descuento en toda la tienda',
      percentage: 15,
      remainingUses: 25,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Generated catalogues for benchmarks

type ModelLine = {
  brand: DemoBrand;
  cat: DemoCategory;
  sub: string;
  base: string;
  tiers: readonly string[];
  editions: readonly string[];
  colourways: readonly string[];
  /** Price range in thousands of pesos. */
  price: readonly [number, number];
  tags?: DemoTag[];
  kit?: ClubKit;
};

const FOOTWEAR_EDITIONS = [
  'Dream Speed',
  'Mad Energy',
  'Blast Pack',
  'Luminous',
  'Heatwave',
  'Marine Rush',
  'Solar Energy',
  'Mad Voltage',
  'Eclipse',
  'Fireworks',
  'Polar Pack',
  'Retro Gold',
  'Night Strike',
  'Sunset Pack',
  'Stadium Pack',
  'Barrio Pack',
  'Pure Victory',
  'Aurora',
  'Full Charge',
  'Ignite Pack',
  'Crystal Pack',
  'Street Pack',
  'Phantom Pack',
  'Golden Touch',
];
const SHIRT_EDITIONS = [
  'Versión Hincha',
  'Versión Jugador',
  'Manga Larga',
  'Edición Aniversario',
  'Edición Especial',
  'Edición Copa',
  'Edición Campeón',
  'Edición Limitada',
];
const CLOTHING_EDITIONS = [
  'Essentials',
  'Heritage',
  'Performance',
  'Edición Invierno',
  'Edición Verano',
  'Urban Pack',
  'Training Pack',
  'Club Pack',
  'Edición Limitada',
  'Street Pack',
  'Core',
  'Premium',
  'Travel Pack',
  'Edición Estadio',
];
const ACCESSORY_EDITIONS = [
  'Essentials',
  'Pro',
  'Club Pack',
  'Training Pack',
  'Edición Limitada',
  'Stadium Pack',
  'Urban Pack',
  'Edición Campeón',
  'Core',
  'Premium',
  'Team Pack',
  'Street Pack',
];
const SHIRT_NUMBERS = Array.from({ length: 26 }, (_, i) => `Dorsal ${i + 1}`);

const BOOT_COLOURS = [
  'Negro/Rojo',
  'Blanco/Negro',
  'Amarillo/Negro',
  'Naranja/Negro',
  'Azul/Rosa',
  'Verde Lima/Negro',
  'Negro/Dorado',
  'Blanco/Azul',
  'Celeste/Blanco',
  'Rosa/Negro',
];
const SNEAKER_COLOURS = [
  'Blanco',
  'Negro',
  'Blanco/Negro',
  'Negro/Blanco',
  'Gris/Blanco',
  'Azul Marino/Blanco',
  'Beige/Blanco',
  'Rojo/Blanco',
  'Verde/Blanco',
];
const WOMEN_COLOURS = [
  'Rosa/Blanco',
  'Lila/Blanco',
  'Blanco/Rosa',
  'Verde Agua/Blanco',
  'Negro/Fucsia',
  'Blanco/Dorado',
  'Beige/Blanco',
  'Blanco/Celeste',
];
const CLOTHING_COLOURS = [
  'Negro/Blanco',
  'Azul Marino/Blanco',
  'Gris/Negro',
  'Rojo/Negro',
  'Verde/Blanco',
  'Bordó/Blanco',
  'Negro',
  'Gris',
  'Azul Marino',
];
const SOCK_COLOURS = [
  'Blanco/Negro',
  'Negro/Blanco',
  'Rojo/Blanco',
  'Azul/Blanco',
  'Amarillo/Negro',
  'Verde/Blanco',
  'Azul Marino/Blanco',
  'Blanco/Gris',
];
const ACCESSORY_COLOURS = [
  'Negro/Blanco',
  'Azul Marino/Blanco',
  'Negro/Rojo',
  'Azul/Naranja',
  'Amarillo/Negro',
  'Plateado/Negro',
  'Gris/Rosa',
  'Rojo/Blanco',
];

type ClubKit = {
  club: string;
  brand: DemoBrand;
  home: string;
  pattern: ShirtPattern;
  away: string;
};
const CLUB_KITS: ClubKit[] = [
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
function shirtLook(kit: ClubKit, tier: string, index: number): VariantPlan {
  if (tier.startsWith('Suplente')) return { colourway: kit.away };
  if (tier.startsWith('Alternativa')) return { colourway: 'Negro/Dorado' };
  if (tier.startsWith('Arquero')) {
    return { colourway: GOALKEEPER_COLOURS[index % GOALKEEPER_COLOURS.length] ?? 'Negro/Gris' };
  }
  return { colourway: kit.home, pattern: kit.pattern };
}

type BootLine = readonly [DemoBrand, 'Futbol 5' | 'Futbol 11', string, readonly string[]];
const BOOT_LINES: readonly BootLine[] = [
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Mercurial Superfly 10',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Phantom GX 2',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Tiempo Legend 10',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 5',
    'Botines Nike Mercurial Vapor 16',
    ['Academy TF', 'Club TF', 'Pro TF', 'Academy IC'],
  ],
  [
    'Nike',
    'Futbol 5',
    'Botines Nike Phantom Luna 2',
    ['Academy TF', 'Club TF', 'Pro TF', 'Club IC'],
  ],
  [
    'Adidas',
    'Futbol 11',
    'Botines Adidas Predator',
    ['League FG', 'Elite FG', 'Pro FG', 'Club FxG'],
  ],
  ['Adidas', 'Futbol 11', 'Botines Adidas F50', ['League FG', 'Elite FG', 'Pro FG', 'Club FxG']],
  [
    'Adidas',
    'Futbol 11',
    'Botines Adidas Copa Pure 2',
    ['League FG', 'Elite FG', 'Pro FG', 'Club FxG'],
  ],
  [
    'Adidas',
    'Futbol 5',
    'Botines Adidas Predator',
    ['Club TF', 'League TF', 'Club IN', 'League IN'],
  ],
  ['Adidas', 'Futbol 5', 'Botines Adidas F50', ['Club TF', 'League TF', 'Club IN', 'League IN']],
  ['Puma', 'Futbol 11', 'Botines Puma Future 7', ['Match FG', 'Ultimate FG', 'Pro FG', 'Play MG']],
  ['Puma', 'Futbol 11', 'Botines Puma Ultra 5', ['Match FG', 'Ultimate FG', 'Pro FG', 'Play MG']],
  ['Puma', 'Futbol 11', 'Botines Puma King', ['Match FG', 'Ultimate FG', 'Pro FG', 'Top FG']],
  ['Puma', 'Futbol 5', 'Botines Puma Future 7', ['Play TT', 'Match TT', 'Play IT', 'Match IT']],
  ['Puma', 'Futbol 5', 'Botines Puma Ultra 5', ['Play TT', 'Match TT', 'Play IT', 'Match IT']],
];

type SneakerLine = readonly [DemoBrand, 'Hombre' | 'Mujer', string, readonly string[], DemoTag];
const SNEAKER_LINES: readonly SneakerLine[] = [
  ['Nike', 'Hombre', 'Zapatillas Nike Air Max', ['90', '95', 'SC', 'Plus', 'Excee'], 'Urbano'],
  ['Nike', 'Hombre', 'Zapatillas Nike Pegasus', ['40', '41', 'Trail 5', 'Plus'], 'Deportivo'],
  ['Adidas', 'Hombre', 'Zapatillas Adidas Samba', ['OG', 'XLG', 'Decon', 'Classic'], 'Urbano'],
  ['Adidas', 'Hombre', 'Zapatillas Adidas Ultraboost', ['5', 'Light', '1.0', 'DNA'], 'Deportivo'],
  ['Puma', 'Hombre', 'Zapatillas Puma Suede', ['Classic', 'XL', 'Platform', 'Vintage'], 'Urbano'],
  ['Puma', 'Hombre', 'Zapatillas Puma Deviate Nitro', ['3', 'Elite 3', '2', 'Trail'], 'Deportivo'],
  [
    'Nike',
    'Mujer',
    'Zapatillas Nike Court Vision',
    ['Low Mujer', 'Mid Mujer', 'Alta Mujer', 'Next Nature Mujer'],
    'Urbano',
  ],
  [
    'Nike',
    'Mujer',
    'Zapatillas Nike Revolution',
    ['7 Mujer', '6 Mujer', 'EasyOn Mujer', 'Next Nature Mujer'],
    'Deportivo',
  ],
  [
    'Adidas',
    'Mujer',
    'Zapatillas Adidas Gazelle',
    ['Mujer', 'Bold Mujer', 'Indoor Mujer', 'Platform Mujer'],
    'Urbano',
  ],
  [
    'Adidas',
    'Mujer',
    'Zapatillas Adidas Duramo',
    ['SL Mujer', 'RC Mujer', 'Speed Mujer', '10 Mujer'],
    'Deportivo',
  ],
  [
    'Puma',
    'Mujer',
    'Zapatillas Puma Carina',
    ['2.0 Mujer', 'Street Mujer', 'Lift Mujer', 'Mid Mujer'],
    'Urbano',
  ],
  [
    'Puma',
    'Mujer',
    'Zapatillas Puma Velocity Nitro',
    ['3 Mujer', '2 Mujer', 'GTX Mujer', 'Trail Mujer'],
    'Deportivo',
  ],
];

type SockLine = readonly [DemoBrand, 'Cortas' | 'Largas', string, readonly string[]];
const SOCK_LINES: readonly SockLine[] = [
  [
    'Nike',
    'Cortas',
    'Medias Nike Everyday',
    ['Cushioned x3', 'Lightweight x3', 'Plus x6', 'Essential x3'],
  ],
  [
    'Adidas',
    'Cortas',
    'Medias Adidas Cushioned',
    ['Tobilleras x3', 'Invisibles x3', 'Cortas x6', 'Sportswear x3'],
  ],
  [
    'Puma',
    'Cortas',
    'Medias Puma Sport',
    ['Cortas x3', 'Invisibles x3', 'Tobilleras x6', 'Training x3'],
  ],
  [
    'Nike',
    'Largas',
    'Medias Nike Matchfit',
    ['Largas', 'Academy Largas', 'Strike Largas', 'Squad Largas'],
  ],
  ['Adidas', 'Largas', 'Medias Adidas Milano', ['23', '23 Pro', 'Team', 'Club']],
  [
    'Puma',
    'Largas',
    'Medias Puma teamLIGA',
    ['Largas', 'Core Largas', 'Pro Largas', 'Team Largas'],
  ],
];

type ClothingLine = readonly [
  DemoBrand,
  string,
  string,
  readonly string[],
  readonly [number, number],
];
const CLOTHING_LINES: readonly ClothingLine[] = [
  ['Nike', 'Campera', 'Campera Nike', ['Windrunner', 'Academy', 'Strike', 'Club'], [99, 169]],
  [
    'Adidas',
    'Campera',
    'Campera Adidas',
    ['Tiro 24', 'Condivo', 'Entrada', 'Own the Run'],
    [89, 159],
  ],
  [
    'Puma',
    'Campera',
    'Campera Puma',
    ['teamGOAL', 'teamRISE', 'Essentials', 'Run Favorite'],
    [69, 129],
  ],
  ['Nike', 'Buzo', 'Buzo Nike', ['Club Fleece', 'Tech Fleece', 'Academy', 'Therma-FIT'], [79, 149]],
  [
    'Adidas',
    'Buzo',
    'Buzo Adidas',
    ['Essentials 3 Tiras', 'Trefoil', 'Entrada', 'Tiro'],
    [69, 129],
  ],
  [
    'Puma',
    'Buzo',
    'Buzo Puma',
    ['Essentials Big Logo', 'Classics', 'teamGOAL', 'Power'],
    [59, 109],
  ],
  [
    'Nike',
    'Chaleco',
    'Chaleco Nike',
    ['Therma-FIT Academy', 'Windrunner', 'Club', 'Storm-FIT'],
    [79, 139],
  ],
  [
    'Adidas',
    'Chaleco',
    'Chaleco Adidas',
    ['Essentials Acolchado', 'Itavic', 'Helionic', 'Tiro'],
    [79, 139],
  ],
  [
    'Puma',
    'Chaleco',
    'Chaleco Puma',
    ['Essentials Acolchado', 'Packlite', 'teamLIGA', 'Classics'],
    [59, 119],
  ],
  [
    'Nike',
    'Conjunto',
    'Conjunto Deportivo Nike',
    ['Academy Dri-FIT', 'Club', 'Strike', 'Park'],
    [119, 199],
  ],
  [
    'Adidas',
    'Conjunto',
    'Conjunto Deportivo Adidas',
    ['Tiro 24', 'Condivo', 'Entrada', 'Essentials'],
    [109, 189],
  ],
  [
    'Puma',
    'Conjunto',
    'Conjunto Deportivo Puma',
    ['teamRISE', 'teamGOAL', 'Baseball', 'Poly'],
    [89, 159],
  ],
  ['Nike', 'Calzas', 'Calzas Nike', ['One Tiro Alto', 'Pro', 'Zenvy', 'Universa'], [49, 89]],
  ['Adidas', 'Calzas', 'Calzas Adidas', ['Optime', 'Techfit', 'Essentials', 'Yoga'], [44, 79]],
  ['Puma', 'Calzas', 'Calzas Puma', ['Train Favorite', 'Evostripe', 'Studio', 'Run'], [39, 69]],
];

/** Accessory lines: subcategory, noun, model tiers per brand (Nike, Adidas, Puma), price range. */
type AccessoryLine = readonly [
  string,
  string,
  readonly [readonly string[], readonly string[], readonly string[]],
  readonly [number, number],
];
const ACCESSORY_LINES: readonly AccessoryLine[] = [
  [
    'Mochila',
    'Mochila',
    [
      ['Brasilia 24L', 'Heritage', 'Academy Team', 'Elemental'],
      ['Power VII', 'Classic', 'Linear', 'Tiro League'],
      ['Phase', 'Challenger', 'Plus', 'teamGOAL'],
    ],
    [34, 79],
  ],
  [
    'Medias',
    'Medias Antideslizantes',
    [
      ['Grip Strike', 'Grip Elite', 'Grip Academy', 'Grip Pro'],
      ['Grip', 'Grip Pro', 'Grip Team', 'Grip Light'],
      ['teamFINAL Grip', 'Grip Pro', 'Grip Team', 'Grip Light'],
    ],
    [19, 39],
  ],
  [
    'Guantes',
    'Guantes de Arquero',
    [
      ['Match', 'Grip3', 'Vapor Grip3', 'Phantom Shadow'],
      ['Predator Training', 'Predator League', 'Copa Pro', 'Predator Pro'],
      ['Future Match', 'Ultra Grip', 'Future Pro', 'King'],
    ],
    [39, 99],
  ],
  [
    'Canilleras',
    'Canilleras',
    [
      ['Mercurial Lite', 'Charge', 'Guard Lock', 'Mercurial Hardshell'],
      ['Tiro Club', 'Tiro League', 'Predator', 'Copa'],
      ['Ultra Light', 'Future', 'teamGOAL', 'King'],
    ],
    [14, 39],
  ],
  [
    'Termo',
    'Termo',
    [
      ['Hypercharge Acero', 'Recharge', 'Fuel', 'SS'],
      ['Steel Acero Inoxidable', 'Sportswear', 'Team', 'Training'],
      ['Performance Acero', 'Training', 'Classics', 'Phase'],
    ],
    [29, 59],
  ],
  [
    'Chanclas',
    'Chanclas',
    [
      ['Victori One', 'Offcourt', 'Calm', 'Benassi'],
      ['Adilette Aqua', 'Adilette Comfort', 'Adilette 22', 'Adilette Shower'],
      ['Leadcat 2.0', 'Popcat', 'Softride', 'Shibusa'],
    ],
    [24, 59],
  ],
];

const MODEL_LINES: readonly ModelLine[] = [
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

const GENERATED_TEXT: Record<DemoCategory, readonly [string, string, string]> = {
  Botines: [
    '{modelo}: capellada liviana y suela pensada para {superficie}.',
    'Ajuste firme y toque preciso para jugar todos los fines de semana.',
    'Refuerzos en la puntera y el talón para que duren temporada tras temporada.',
  ],
  Camisetas: [
    '{modelo} con escudo bordado y tela que absorbe la transpiración.',
    'Corte regular, cómoda para jugar o para alentar desde la tribuna.',
    'Un clásico para tu colección de camisetas.',
  ],
  Zapatillas: [
    '{modelo} con mediasuela amortiguada y capellada transpirable.',
    'Suela de goma con buen agarre para el día a día.',
    'Livianas y cómodas desde el primer uso.',
  ],
  Medias: [
    '{modelo} con tejido que absorbe la humedad.',
    'Planta reforzada y puño elástico que no se baja.',
    'Ideales para entrenar y jugar.',
  ],
  Indumentaria: [
    '{modelo} de tela liviana y resistente.',
    'Costuras reforzadas y puños elásticos para entrenar con comodidad.',
    'Combina con el resto de la línea para armar tu conjunto.',
  ],
  Accesorios: [
    '{modelo}: el complemento ideal para tu entrenamiento.',
    'Materiales resistentes pensados para el uso diario.',
    'Un accesorio práctico para llevar al club o al gimnasio.',
  ],
};

/** The four possible descriptions of a model: two or three sentences, in either order. */
function descriptionsOf(line: ModelLine, tier: string): string[] {
  const [first, second, third] = GENERATED_TEXT[line.cat];
  const surface =
    line.sub === 'Futbol 5' ? 'césped sintético y canchas de fútbol 5' : 'césped natural firme';
  const lead = first.replace('{modelo}', `${line.base} ${tier}`).replace('{superficie}', surface);
  return [
    `${lead} ${second}`,
    `${lead} ${third}`,
    `${lead} ${second} ${third}`,
    `${lead} ${third} ${second}`,
  ];
}

function nicePrice(rng: Random, [min, max]: readonly [number, number]): number {
  const price = Math.max(Math.round(rng.int(min, max) / 5) * 5000 - 1, 4999);
  return rng.chance(0.1) ? price + 0.99 : price;
}

function shuffled<T>(list: readonly T[], rng: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/** createdAt strings without building a Date per product. */
function createdAtFactory(today: number): (rng: Random, isNew: boolean) => string {
  const days = new Map<number, string>();
  const times = new Map<number, string>();
  return (rng, isNew) => {
    const daysAgo = isNew ? rng.int(1, 27) : rng.int(35, 240);
    const minutes = rng.int(9 * 60, 21 * 60);
    let day = days.get(daysAgo);
    if (day === undefined) {
      day = isoDate(today - daysAgo * DAY_MS);
      days.set(daysAgo, day);
    }
    let time = times.get(minutes);
    if (time === undefined) {
      time = new Date(minutes * 60 * 1000).toISOString().slice(10);
      times.set(minutes, time);
    }
    return day + time;
  };
}

/**
 * A large catalogue for benchmarks (e.g. 10,000 or 100,000 products) following the demo
 * shop's rules. Names combine a model line (brand, category, subcategory), a tier, an edition
 * and a colourway (or a shirt number), visiting every line in turn so that any prefix of the
 * catalogue covers every category; all names are unique.
 */
export function generatedProducts(
  count: number,
  seed = 1,
  options: DemoOptions = {},
): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError('count must be a whole number, 0 or more');
  }
  const today = startOfUtcDay(options.now ?? new Date());
  const createdAt = createdAtFactory(today);
  const rng = seededRandom(seed);
  const lines = shuffled(MODEL_LINES, rng).map((line) => ({
    line,
    editions: shuffled(line.editions, rng),
    colourways: shuffled(line.colourways, rng),
    sizes: sizesFor(line.cat, line.sub),
    dimensions: baseDimensions(line.cat, line.sub),
    tags: line.tags ?? defaultTags(line.cat, line.sub),
    descriptions: new Map<string, string[]>(),
    capacity: line.tiers.length * line.editions.length * line.colourways.length,
  }));

  const products: DemoProduct[] = [];
  let series = 0;
  let round = 0;
  while (products.length < count) {
    let emitted = false;
    for (const entry of lines) {
      if (round >= entry.capacity) continue;
      if (products.length >= count) break;
      emitted = true;
      const { line, editions, colourways } = entry;
      const tier = line.tiers[round % line.tiers.length] ?? '';
      const rest = Math.floor(round / line.tiers.length);
      const extra = colourways[rest % colourways.length] ?? '';
      const edition = editions[Math.floor(rest / colourways.length)] ?? '';
      const productName =
        `${line.base} ${tier} ${edition} ${extra}` + (series > 0 ? ` Serie ${series + 1}` : '');

      let plans: VariantPlan[];
      if (line.kit) {
        plans = [shirtLook(line.kit, tier, rest)];
      } else {
        const variantCount = rng.chance(0.45) ? 1 : rng.chance(0.6) ? 2 : 3;
        const step = rng.int(1, colourways.length - 1);
        const start = rest % colourways.length;
        plans = [];
        for (let v = 0; v < variantCount; v++) {
          plans.push({ colourway: colourways[(start + v * step) % colourways.length] ?? extra });
        }
        if (plans.length === 3 && plans[2]?.colourway === plans[0]?.colourway) plans.pop();
      }

      let descriptions = entry.descriptions.get(tier);
      if (!descriptions) {
        descriptions = descriptionsOf(line, tier);
        entry.descriptions.set(tier, descriptions);
      }

      const price = nicePrice(rng, line.price);
      const compare = rng.chance(0.55)
        ? Math.ceil((price * (1.12 + rng.next() * 0.25)) / 5000) * 5000 - 1
        : null;
      const best = rng.chance(0.1);
      const isNew = rng.chance(0.12);
      const variants = buildVariants(
        plans,
        entry.sizes,
        rng,
        best ? rng.int(15, 30) : rng.int(1, 8),
        rng.chance(0.01),
      );
      products.push({
        productName,
        price,
        compare_price: compare,
        brand: line.brand,
        cat: line.cat,
        sub_cat: line.sub,
        description: descriptions[rng.int(0, 3)] ?? '',
        tags: [...entry.tags],
        variants,
        dimensions: varyDimensions(entry.dimensions, rng),
        best_sellers: best,
        new_arrivals: isNew,
        special_offers: compare !== null && rng.chance(0.5),
        disabled: rng.chance(0.01),
        discount_percentage: 0,
        total_sales: totalSold(variants),
        video_youtube: null,
        createdAt: createdAt(rng, isNew),
      });
    }
    round++;
    if (!emitted) {
      series++;
      round = 0;
    }
  }
  return products;
}
