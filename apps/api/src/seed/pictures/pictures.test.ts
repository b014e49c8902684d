import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_COLORS } from '../catalogue/colours.js';
import { DEMO_SUBCATEGORIES } from '../catalogue/spec-lists.js';
import { demoPromotions } from '../demo-shop/promotions.js';
import { IMAGE_BYTE_LIMIT } from './encoding.js';
import { productImageWebp, productSvg, type ProductImageOptions } from './product-picture.js';
import { promotionImageWebp, promotionSvg } from './promotion-banner.js';
import { strokeText, strokeTextUnits } from './stroke-font.js';

function expectWebp(bytes: Buffer): void {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  expect(bytes.length).toBeLessThan(IMAGE_BYTE_LIMIT);
}

const EVERY_KIND: ProductImageOptions[] = Object.entries(DEMO_SUBCATEGORIES).flatMap(
  ([cat, subs]) => subs.map((sub_cat) => ({ cat, sub_cat, colors: ['#1c1c1e', '#f26b21'] })),
);

describe('productImageWebp', () => {
  it.each(EVERY_KIND)('draws $cat / $sub_cat as an 800x800 WebP under 100 KB', async (kind) => {
    for (const view of [0, 1] as const) {
      const bytes = await productImageWebp({ ...kind, view });
      expectWebp(bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });

  it('gives different pictures for different colours and for the second view', async () => {
    const base = { cat: 'Botines', sub_cat: 'Futbol 11', colors: ['#1c1c1e', '#d62b2b'] };
    const black = await productImageWebp(base);
    const white = await productImageWebp({ ...base, colors: ['#f4f4f2', '#1f4fa8'] });
    const second = await productImageWebp({ ...base, view: 1 });
    expect(black.equals(white)).toBe(false);
    expect(black.equals(second)).toBe(false);
    expect(black.equals(await productImageWebp(base))).toBe(true);
  });

  it('gives every demo colour a picture of its own', () => {
    const svgs = Object.values(DEMO_COLORS).map((hex) =>
      productSvg({ cat: 'Camisetas', sub_cat: '24/25', colors: [hex] }),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('renders at a requested width', async () => {
    const bytes = await productImageWebp(
      { cat: 'Zapatillas', sub_cat: 'Mujer', colors: ['#f28cb1'] },
      400,
    );
    expectWebp(bytes);
    expect((await sharp(bytes).metadata()).width).toBe(400);
  });

  it('draws shirt patterns and a label', async () => {
    for (const pattern of ['plain', 'stripes', 'hoops', 'band', 'sash', 'halves'] as const) {
      const bytes = await productImageWebp({
        cat: 'Camisetas',
        sub_cat: 'Retro',
        colors: ['#75aadb', '#f4f4f2'],
        pattern,
        label: '24/25',
      });
      expectWebp(bytes);
    }
  });

  it('draws an unknown category as a ball rather than failing', () => {
    expect(productSvg({ cat: 'Pelotas', colors: ['#ffffff', '#000000'] })).toContain('<svg');
  });

  it('rejects a colour that is not a hex value', () => {
    expect(() => productSvg({ cat: 'Botines', colors: ['rojo'] })).toThrow(RangeError);
  });

  it('produces a well-formed SVG for any pair of colours', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_KIND),
        fc.array(hex, { minLength: 1, maxLength: 2 }),
        fc.constantFrom(0 as const, 1 as const),
        (kind, colors, view) => {
          const svg = productSvg({ ...kind, colors, view });
          expect(svg.startsWith('<svg')).toBe(true);
          expect(svg.endsWith('</svg>')).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('renders 20 pictures in reasonable time', async () => {
    const colors = Object.values(DEMO_COLORS);
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      const kind = EVERY_KIND[i % EVERY_KIND.length];
      if (!kind) continue;
      expectWebp(
        await productImageWebp({
          ...kind,
          colors: [colors[i % colors.length] ?? '#000000'],
          view: (i % 2) as 0 | 1,
        }),
      );
    }
    console.log(`20 product pictures: ${(performance.now() - started).toFixed(0)} ms`);
  });
});

describe('promotionImageWebp', () => {
  it('draws every demo promotion as a 1200x600 WebP banner under 100 KB', async () => {
    for (const promo of demoPromotions()) {
      const bytes = await promotionImageWebp(promo);
      expectWebp(bytes);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 600]);
    }
  });

  it('fits long titles and differs per type', () => {
    const long = promotionSvg({
      title:
        'Comprá dos pares de botines y llevate de regalo una mochila y un par de medias largas',
      type: 'Regalo',
      colors: ['#2e8b57'],
    });
    expect(long).not.toMatch(/NaN|undefined/);
    const a = promotionSvg({ title: 'Promo', type: '2x1', colors: ['#d62b2b', '#f2c230'] });
    const b = promotionSvg({ title: 'Promo', type: '3x2', colors: ['#d62b2b', '#f2c230'] });
    expect(a).not.toBe(b);
  });
});

describe('stroke font', () => {
  it('measures and draws text, accents included, ignoring characters it does not know', () => {
    expect(strokeTextUnits('')).toBe(0);
    expect(strokeTextUnits('FÚTBOL')).toBeCloseTo(strokeTextUnits('FUTBOL'));
    expect(strokeTextUnits('2x1 ☃')).toBeGreaterThan(strokeTextUnits('2x1'));
    const svg = strokeText('Camiseta 24/25 ¡Ñandú!', { x: 0, y: 60, size: 60, color: '#000000' });
    expect(svg).toMatch(/^<g .*<\/g>$/);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
