/** Promotion banners for the seed; the few words on them use the stroke font of `stroke-font.ts`. */
import { darken, lighten, luminance, mix, outline, parseHex, toHex } from './colour.js';
import { toWebp } from './encoding.js';
import { strokeText, strokeTextUnits } from './stroke-font.js';
import { fmt, line, part } from './svg-parts.js';

export type PromotionImageOptions = {
  title: string;
  type: string;
  /** One or two hex colours: background and badge. */
  colors?: string[];
  /** Same as `colors` (the field name of a promotion's demo data); `colors` wins if both are set. */
  colorHex?: string[];
};

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 600;

function wrap(text: string, maxUnits: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && strokeTextUnits(candidate) > maxUnits) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function giftBox(cx: number, cy: number, body: string, ribbon: string): string {
  const edge = outline(body);
  const bow =
    `M${cx} ${cy - 76}C${cx - 30} ${cy - 130} ${cx - 96} ${cy - 118} ${cx - 70} ${cy - 84}C${cx - 58} ${cy - 72} ${cx - 20} ${cy - 74} ${cx} ${cy - 76}` +
    `C${cx + 30} ${cy - 130} ${cx + 96} ${cy - 118} ${cx + 70} ${cy - 84}C${cx + 58} ${cy - 72} ${cx + 20} ${cy - 74} ${cx} ${cy - 76}`;
  return (
    part(
      `M${cx - 92} ${cy - 30}H${cx + 92}V${cy + 100}Q${cx + 92} ${cy + 110} ${cx + 82} ${cy + 110}H${cx - 82}Q${cx - 92} ${cy + 110} ${cx - 92} ${cy + 100}Z`,
      body,
      edge,
      5,
    ) +
    part(
      `M${cx - 106} ${cy - 74}H${cx + 106}V${cy - 26}H${cx - 106}Z`,
      lighten(body, 0.1),
      edge,
      5,
    ) +
    `<path d="M${cx - 18} ${cy - 74}H${cx + 18}V${cy + 110}H${cx - 18}Z" fill="${ribbon}"/>` +
    line(bow, outline(ribbon), 22) +
    line(bow, ribbon, 14)
  );
}

/** A 1200x600 banner for a promotion: its title on the left, a badge with its type on the right. */
export function promotionSvg(opts: PromotionImageOptions): string {
  const colors = opts.colors ?? opts.colorHex ?? [];
  const first = toHex(parseHex(colors[0] ?? '#1f4fa8'));
  const second = colors[1] === undefined ? darken(first, 0.45) : toHex(parseHex(colors[1]));
  const bgEnd = mix(first, '#000000', 0.35);
  const ink = luminance(first) > 0.45 ? '#16181c' : '#ffffff';
  const badgeInk = luminance(second) > 0.45 ? '#16181c' : '#ffffff';

  const titleWidth = 570;
  const sizes = [66, 58, 50, 44, 38];
  let size = 38;
  let lines = wrap(opts.title, (titleWidth / size) * 6);
  for (const candidate of sizes) {
    const attempt = wrap(opts.title, (titleWidth / candidate) * 6);
    if (attempt.length <= 3) {
      size = candidate;
      lines = attempt;
      break;
    }
  }
  const longest = Math.max(...lines.map((l) => strokeTextUnits(l)), 1);
  size = Math.min(size, (titleWidth / longest) * 6);
  const lineHeight = size * 1.55;
  const blockTop = 300 - (lines.length * lineHeight) / 2 + size;
  const title = lines
    .map((l, i) =>
      strokeText(l, { x: 90, y: blockTop + i * lineHeight, size, color: ink, slant: -8 }),
    )
    .join('');

  const type = opts.type.trim();
  const isGift = type.toLowerCase() === 'regalo';
  const badgeText = isGift
    ? giftBox(
        900,
        262,
        first,
        Math.abs(luminance(second) - luminance(first)) > 0.3 ? second : ink,
      ) +
      strokeText('REGALO', {
        x: 900,
        y: 436,
        size: 38,
        color: badgeInk,
        anchor: 'middle',
        slant: -8,
      })
    : strokeText(type, {
        x: 905,
        y: 300 + 72,
        size: Math.min(150, (300 / Math.max(strokeTextUnits(type), 1)) * 6),
        weight: 28,
        color: badgeInk,
        anchor: 'middle',
        slant: -8,
      });

  const stripes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 560 + i * 110;
    stripes.push(
      `<path d="M${x} 600L${x + 260} 0H${x + 300}L${x + 40} 600Z" fill="#ffffff" opacity="${0.05 + (i % 2) * 0.03}"/>`,
    );
  }
  const dots: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = 80 + ((i * 337) % 1040);
    const y = 40 + ((i * 211) % 520);
    dots.push(
      `<circle cx="${x}" cy="${y}" r="${4 + (i % 3) * 3}" fill="${i % 2 ? second : '#ffffff'}" opacity="0.35"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    '<defs>' +
    `<linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${first}"/><stop offset="1" stop-color="${bgEnd}"/></linearGradient>` +
    '<linearGradient id="volume" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/>' +
    '<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.15"/></linearGradient>' +
    '<radialGradient id="shadow"><stop offset="0.8" stop-color="#000000" stop-opacity="0.3"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>' +
    '</defs>' +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#banner)"/>` +
    stripes.join('') +
    dots.join('') +
    `<rect x="90" y="${fmt(blockTop - size - 44)}" width="120" height="12" rx="6" fill="${second}"/>` +
    title +
    `<circle cx="910" cy="316" r="236" fill="url(#shadow)"/>` +
    `<circle cx="900" cy="300" r="200" fill="${second}"/>` +
    `<circle cx="900" cy="300" r="200" fill="url(#volume)"/>` +
    `<circle cx="900" cy="300" r="176" fill="none" stroke="${badgeInk}" stroke-width="4" stroke-dasharray="14 12" opacity="0.5"/>` +
    badgeText +
    '</svg>'
  );
}

/** The promotion banner as WebP, 1200x600 (under 100 KB). */
export async function promotionImageWebp(
  opts: PromotionImageOptions,
  width = BANNER_WIDTH,
): Promise<Buffer> {
  return toWebp(promotionSvg(opts), BANNER_WIDTH, width);
}
