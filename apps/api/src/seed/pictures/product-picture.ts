/**
 * Product pictures for the seed, drawn as SVG and rasterised locally with sharp. Nothing is
 * downloaded and no installed font is needed: every item is made of shapes.
 */
import { backpack, ball, glove, shinGuards, thermos } from './accessories.js';
import { hoodie, jacket, leggings, shirt, tracksuit, type ShirtPattern } from './clothing.js';
import { backgroundTint, luminance, mix, palette, type Palette } from './colour.js';
import { toWebp } from './encoding.js';
import { boot, sandals, sneaker } from './footwear.js';
import { socks } from './socks.js';
import { strokeText, strokeTextUnits } from './stroke-font.js';
import { fmt, type Drawing } from './svg-parts.js';

export type ProductImageOptions = {
  cat: string;
  sub_cat?: string | null;
  /** One or two hex colours: the item's main colour and its accent. */
  colors: string[];
  /** Optional short text shown in a tag at the top left (e.g. '24/25'). */
  label?: string;
  /** 0: the main picture; 1: a second angle (back, mirrored or closer detail). */
  view?: 0 | 1;
  /** Shirt decoration (Camisetas only). */
  pattern?: ShirtPattern;
};

const SIZE = 800;

function drawing(opts: ProductImageOptions, p: Palette): Drawing {
  const sub = (opts.sub_cat ?? '').toLowerCase();
  switch (opts.cat) {
    case 'Botines':
      return boot(p, sub.includes('5'));
    case 'Zapatillas':
      return sneaker(p);
    case 'Camisetas': {
      const retro = sub === 'retro';
      const pattern = opts.pattern ?? 'plain';
      const front = shirt(p, retro, pattern, false);
      return { ...front, second: shirt(p, retro, pattern, true) };
    }
    case 'Indumentaria':
      if (sub === 'buzo') return hoodie(p);
      if (sub === 'chaleco') return jacket(p, false);
      if (sub === 'conjunto') return tracksuit(p);
      if (sub === 'calzas') return leggings(p);
      return jacket(p, true);
    case 'Medias':
      return socks(p, sub !== 'cortas', false);
    case 'Accesorios':
      if (sub === 'mochila') return backpack(p);
      if (sub === 'guantes') return glove(p);
      if (sub === 'canilleras') return shinGuards(p);
      if (sub === 'termo') return thermos(p);
      if (sub === 'chanclas') return sandals(p);
      if (sub === 'medias') return socks(p, true, true);
      return ball(p);
    default:
      return ball(p);
  }
}

function labelTag(text: string, p: Palette): string {
  const size = 26;
  const width = (strokeTextUnits(text) * size) / 6 + 48;
  return (
    `<rect x="40" y="40" width="${fmt(width)}" height="58" rx="29" fill="${p.dark}" opacity="0.88"/>` +
    strokeText(text, { x: 64, y: 82, size, weight: 5, color: '#ffffff' })
  );
}

function commonDefs(tint: string, pale: boolean): string {
  const inner = mix(tint, '#ffffff', pale ? 0.86 : 0.92);
  const outer = mix(tint, pale ? '#d9dde3' : '#eceef1', pale ? 0.78 : 0.84);
  return (
    `<radialGradient id="bg" cx="50%" cy="42%" r="72%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>` +
    '<linearGradient id="volume" x1="0" y1="0" x2="0.35" y2="1">' +
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000000" stop-opacity="0.15"/></linearGradient>' +
    '<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">' +
    '<stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.22" stop-color="#ffffff" stop-opacity="0.28"/>' +
    '<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>' +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#1b2430" stop-opacity="0.3"/>' +
    '<stop offset="0.55" stop-color="#1b2430" stop-opacity="0.16"/><stop offset="1" stop-color="#1b2430" stop-opacity="0"/></radialGradient>'
  );
}

/** An 800x800 SVG picture of a product of the given category, in the variant's colours. */
export function productSvg(opts: ProductImageOptions): string {
  const p = palette(opts.colors);
  const base = drawing(opts, p);
  const second = opts.view === 1;
  const item = second && base.second ? base.second : base;
  const pale = luminance(p.main) > 0.7;
  const { cx, cy, rx, ry } = item.shadow;
  // A soft ground shadow drawn with a gradient: a blur filter would triple the render time.
  const ground = `<ellipse cx="${cx}" cy="${cy}" rx="${fmt(rx * 1.15)}" ry="${fmt(ry * 1.9)}" fill="url(#shadow)"/>`;
  let content = ground + item.svg;
  if (second && !base.second) {
    const { x, y, zoom, tilt } = base.closeUp ?? { x: 400, y: 420, zoom: 1.1, tilt: 0 };
    content =
      `<g transform="translate(400 400) rotate(${tilt}) scale(${-zoom} ${zoom}) translate(${-x} ${-y})">` +
      `${content}</g>`;
  }
  const label = opts.label ? labelTag(opts.label, p) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${commonDefs(backgroundTint(p), pale)}${item.defs ?? ''}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    content +
    label +
    '</svg>'
  );
}

/** The product picture as WebP, `width` pixels square (under 100 KB). */
export async function productImageWebp(opts: ProductImageOptions, width = SIZE): Promise<Buffer> {
  return toWebp(productSvg(opts), SIZE, width);
}
