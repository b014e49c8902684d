/** The palette a picture is drawn in, worked out from a variant's one or two colours. */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) throw new RangeError(`Colour must be a hex value such as #1a2b3c, got '${hex}'`);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blend `a` towards `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

export function luminance(hex: string): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function saturation(hex: string): number {
  const rgb = parseHex(hex);
  const max = Math.max(...rgb);
  const min = Math.min(...rgb);
  return max === 0 ? 0 : (max - min) / max;
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

export type Palette = {
  main: string;
  accent: string;
  /** Outline of main-coloured parts. */
  edge: string;
  /** Outline of accent-coloured parts. */
  accentEdge: string;
  /** A neutral dark for soles, straps and linings. */
  dark: string;
  /** A colour for small details that stands out on the main colour. */
  detail: string;
  /** Light neutral for midsoles, latex palms and the like. */
  light: string;
};

export function outline(c: string): string {
  return luminance(c) < 0.03 ? lighten(c, 0.08) : darken(c, luminance(c) > 0.7 ? 0.3 : 0.38);
}

export function palette(colors: string[]): Palette {
  const main = toHex(parseHex(colors[0] ?? '#3a6ea5'));
  const mainLum = luminance(main);
  const given = colors[1] === undefined ? undefined : toHex(parseHex(colors[1]));
  const accent = given ?? (mainLum > 0.7 ? '#25272b' : '#f1f1ee');
  const detail =
    Math.abs(luminance(accent) - mainLum) > 0.2 ? accent : mainLum < 0.4 ? '#f4f4f1' : '#202226';
  return {
    main,
    accent,
    edge: outline(main),
    accentEdge: outline(accent),
    dark: mainLum < 0.05 && luminance(accent) < 0.05 ? '#3b3e44' : '#202226',
    detail,
    light: mainLum > 0.75 ? '#d9dcdf' : '#f3f3f0',
  };
}

export function backgroundTint(p: Palette): string {
  const candidates = [p.main, p.accent].filter((c) => saturation(c) > 0.25 && luminance(c) > 0.02);
  return candidates[0] ?? '#9aa7b4';
}
