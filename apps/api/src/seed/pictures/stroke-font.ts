/**
 * A tiny single-line ("stroke") font drawn with SVG paths, so that the demo pictures can carry
 * a few words without depending on any font being installed on the machine that renders them.
 *
 * Glyphs live on a grid where the cap height is 6 units (y grows downwards, 0 is the cap line,
 * 6 the baseline) and are drawn as round-capped strokes.
 */

type Glyph = { width: number; d: string };

const CAP_HEIGHT = 6;
const LETTER_GAP = 1.5;
const SPACE_WIDTH = 2.6;

const O_PATH = 'M2.1 0C4.9 0 4.9 6 2.1 6C-0.7 6 -0.7 0 2.1 0Z';
const P_BOWL = 'M0 6V0H2.4C4.4 0 4.4 3.3 2.4 3.3H0';

const GLYPHS: Record<string, Glyph> = {
  A: { width: 4.4, d: 'M0 6L2.2 0L4.4 6M0.8 4H3.6' },
  B: { width: 4, d: 'M0 6V0H2.3C4 0 4 3 2.3 3H0M2.3 3C4.3 3 4.3 6 2.3 6H0' },
  C: { width: 4, d: 'M4 1.1C3 -0.4 0 -0.4 0 3C0 6.4 3 6.4 4 4.9' },
  D: { width: 4.2, d: 'M0 0V6H1.7C4.6 6 4.6 0 1.7 0Z' },
  E: { width: 3.6, d: 'M3.6 0H0V6H3.6M0 3H3' },
  F: { width: 3.5, d: 'M3.5 0H0V6M0 3H3' },
  G: { width: 4.2, d: 'M4 1.1C3 -0.4 0 -0.4 0 3C0 6.4 3.7 6.5 4.2 4.4V3.4H2.4' },
  H: { width: 4, d: 'M0 0V6M4 0V6M0 3H4' },
  I: { width: 0, d: 'M0 0V6' },
  J: { width: 3.2, d: 'M3.2 0V4.3C3.2 6.5 0 6.6 0 4.6' },
  K: { width: 4, d: 'M0 0V6M4 0L0.1 3.7M1.5 2.4L4 6' },
  L: { width: 3.4, d: 'M0 0V6H3.4' },
  M: { width: 5, d: 'M0 6V0L2.5 4.2L5 0V6' },
  N: { width: 4, d: 'M0 6V0L4 6V0' },
  O: { width: 4.2, d: O_PATH },
  P: { width: 3.9, d: P_BOWL },
  Q: { width: 4.4, d: `${O_PATH}M2.7 4.4L4.4 6.3` },
  R: { width: 4, d: `${P_BOWL}M2.2 3.3L4 6` },
  S: {
    width: 3.9,
    d: 'M3.7 0.9C2.9 -0.3 0.2 -0.3 0.2 1.6C0.2 3.5 3.9 2.5 3.9 4.4C3.9 6.4 0.9 6.4 0 5.1',
  },
  T: { width: 4.2, d: 'M0 0H4.2M2.1 0V6' },
  U: { width: 4, d: 'M0 0V4C0 6.6 4 6.6 4 4V0' },
  V: { width: 4.4, d: 'M0 0L2.2 6L4.4 0' },
  W: { width: 5.6, d: 'M0 0L1.4 6L2.8 1.4L4.2 6L5.6 0' },
  X: { width: 4, d: 'M0 0L4 6M4 0L0 6' },
  Y: { width: 4.2, d: 'M0 0L2.1 3.1L4.2 0M2.1 3.1V6' },
  Z: { width: 4, d: 'M0 0H4L0 6H4' },
  '0': { width: 4.2, d: O_PATH },
  '1': { width: 2, d: 'M0 1.3L2 0V6' },
  '2': { width: 4, d: 'M0.2 1.3C0.8 -0.4 3.8 -0.4 3.8 1.6C3.8 3.3 0 4.4 0 6H4' },
  '3': {
    width: 4,
    d: 'M0.2 0.9C1 -0.4 3.8 -0.3 3.8 1.5C3.8 2.6 2.9 3 1.7 3C3 3 4 3.5 4 4.5C4 6.5 0.8 6.5 0 5.2',
  },
  '4': { width: 4.2, d: 'M3.2 6V0L0 4.2H4.2' },
  '5': { width: 4, d: 'M3.8 0H0.5L0.2 2.8C1.5 2 4 2.2 4 4.2C4 6.5 0.8 6.5 0 5.2' },
  '6': { width: 4, d: 'M3.6 0.6C2.2 -0.6 0 0.2 0 3.6C0 6.5 4 6.5 4 4.3C4 2.3 0.6 2.2 0 3.9' },
  '7': { width: 4, d: 'M0 0H4L1.4 6' },
  '8': {
    width: 4.2,
    d: 'M2.1 3C0 3 0.2 0 2.1 0C4 0 4.2 3 2.1 3C-0.3 3 -0.3 6 2.1 6C4.5 6 4.5 3 2.1 3Z',
  },
  '9': { width: 4, d: 'M0.4 5.4C1.8 6.6 4 5.8 4 2.4C4 -0.5 0 -0.5 0 1.7C0 3.7 3.4 3.8 4 2.1' },
  x: { width: 3.2, d: 'M0 2.4L3.2 6M3.2 2.4L0 6' },
  '/': { width: 3, d: 'M3 0L0 6' },
  '+': { width: 3.6, d: 'M0 3.3H3.6M1.8 1.5V5.1' },
  '-': { width: 2.6, d: 'M0 3.4H2.6' },
  '%': { width: 4.4, d: 'M4.2 0L0.2 6M1 0.2V1.6M3.4 4.4V5.8' },
  '.': { width: 0, d: 'M0 6V6' },
  ',': { width: 0.6, d: 'M0.6 6L0 7.2' },
  ':': { width: 0, d: 'M0 2.4V2.4M0 6V6' },
  '!': { width: 0, d: 'M0 0V4.1M0 6V6' },
  '¡': { width: 0, d: 'M0 0V0M0 1.9V6' },
  '?': { width: 3.6, d: 'M0.1 1.2C0.7 -0.4 3.6 -0.4 3.6 1.5C3.6 3 1.8 2.9 1.8 4.3M1.8 6V6' },
  '¿': { width: 3.6, d: 'M1.8 0V0M1.8 1.7C1.8 3.1 0 3 0 4.5C0 6.4 2.9 6.4 3.5 4.8' },
  "'": { width: 0, d: 'M0 0V1.6' },
  '"': { width: 1.2, d: 'M0 0V1.6M1.2 0V1.6' },
  '&': {
    width: 4.4,
    d: 'M4.4 6L1 2.2C0.1 1.1 0.7 0 1.8 0C2.9 0 3.4 1.2 2.4 2.2L0.6 3.9C-0.5 5 0.3 6.1 1.7 6.1C2.8 6.1 3.6 5.3 4.2 4',
  },
  '#': { width: 4.4, d: 'M1.6 0L1 6M3.4 0L2.8 6M0.2 2H4.4M0 4.2H4.2' },
  $: {
    width: 3.9,
    d: 'M3.7 1.4C2.9 0.2 0.2 0.2 0.2 2C0.2 3.7 3.9 2.8 3.9 4.5C3.9 6.3 0.9 6.3 0 5.1M2 -0.5V6.7',
  },
};

/** Marks drawn above a base letter, positioned relative to the letter's centre. */
const ACCENTS: Record<string, (cx: number) => string> = {
  '\u0301': (cx) => `M${cx - 0.5} -0.9L${cx + 0.7} -2`,
  '\u0303': (cx) =>
    `M${cx - 1.5} -1.1C${cx - 0.8} -2.1 ${cx + 0.1} -0.5 ${cx + 0.6} -1.4S${cx + 1.2} -1.8 ${cx + 1.5} -1.6`,
  '\u0308': (cx) => `M${cx - 0.9} -1.3V-1.3M${cx + 0.9} -1.3V-1.3`,
};

type Piece = { d: string; width: number };

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const char of text.normalize('NFD')) {
    if (char in ACCENTS) {
      const last = out[out.length - 1];
      const mark = ACCENTS[char];
      if (last && mark && last.d) last.d += mark(last.width / 2);
      continue;
    }
    if (char === ' ') {
      out.push({ d: '', width: SPACE_WIDTH - LETTER_GAP });
      continue;
    }
    const glyph = GLYPHS[char] ?? GLYPHS[char.toUpperCase()];
    if (glyph) out.push({ d: glyph.d, width: glyph.width });
  }
  return out;
}

/** Width of a line of text in glyph units (cap height = 6), without the stroke's own width. */
export function strokeTextUnits(text: string): number {
  const list = pieces(text);
  if (list.length === 0) return 0;
  return list.reduce((sum, piece) => sum + piece.width, 0) + LETTER_GAP * (list.length - 1);
}

export type StrokeTextOptions = {
  x: number;
  /** Baseline position. */
  y: number;
  /** Cap height in pixels. */
  size: number;
  color: string;
  /** Stroke width in pixels; defaults to a bold weight proportional to the size. */
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Horizontal slant in degrees (negative leans right, like italics). */
  slant?: number;
  opacity?: number;
};

/** SVG markup drawing `text` with the stroke font. */
export function strokeText(text: string, opts: StrokeTextOptions): string {
  const scale = opts.size / CAP_HEIGHT;
  const units = strokeTextUnits(text);
  const anchorShift = opts.anchor === 'middle' ? units / 2 : opts.anchor === 'end' ? units : 0;
  const weight = (opts.weight ?? opts.size * 0.17) / scale;
  let cursor = -anchorShift;
  const paths: string[] = [];
  for (const piece of pieces(text)) {
    if (piece.d) paths.push(`<path transform="translate(${round(cursor)} 0)" d="${piece.d}"/>`);
    cursor += piece.width + LETTER_GAP;
  }
  const slant = opts.slant ? ` skewX(${opts.slant})` : '';
  const opacity = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`;
  return (
    `<g transform="translate(${round(opts.x)} ${round(opts.y)})${slant} scale(${round(scale, 4)}) translate(0 -${CAP_HEIGHT})"` +
    ` fill="none" stroke="${opts.color}" stroke-width="${round(weight, 3)}" stroke-linecap="round" stroke-linejoin="round"${opacity}>` +
    `${paths.join('')}</g>`
  );
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
