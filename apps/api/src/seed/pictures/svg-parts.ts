/** Small SVG pieces every drawing is made of. */

export const fmt = (n: number): string => String(Math.round(n * 10) / 10);

/** A filled path with an outline and a soft light-to-shadow volume over it. */
export function part(d: string, fill: string, edge: string, strokeWidth = 4, shade = true): string {
  const volume = shade ? `<path d="${d}" fill="url(#volume)"/>` : '';
  return `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>${volume}`;
}

/**
 * Several overlapping paths drawn as one silhouette: the outline is drawn first, twice as wide,
 * then the fills on top, so inner overlaps show no seams.
 */
export function merged(ds: string[], fill: string, edge: string, strokeWidth = 4): string {
  const paths = ds.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g fill="none" stroke="${edge}" stroke-width="${strokeWidth * 2}" stroke-linejoin="round">${paths}</g>` +
    `<g fill="${fill}">${paths}</g><g fill="url(#volume)">${paths}</g>`
  );
}

export function line(d: string, color: string, width: number, opacity = 1): string {
  const op = opacity === 1 ? '' : ` opacity="${opacity}"`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${op}/>`;
}

export function capsule(x1: number, y1: number, x2: number, y2: number, r: number): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * r;
  const ny = (dx / len) * r;
  return (
    `M${fmt(x1 + nx)} ${fmt(y1 + ny)}L${fmt(x2 + nx)} ${fmt(y2 + ny)}` +
    `A${r} ${r} 0 0 0 ${fmt(x2 - nx)} ${fmt(y2 - ny)}L${fmt(x1 - nx)} ${fmt(y1 - ny)}` +
    `A${r} ${r} 0 0 0 ${fmt(x1 + nx)} ${fmt(y1 + ny)}Z`
  );
}

export type Drawing = {
  svg: string;
  /** Ground shadow under the item. */
  shadow: { cx: number; cy: number; rx: number; ry: number };
  /** Extra definitions (clip paths) the drawing refers to. */
  defs?: string;
  /** How the second view is made: mirrored and closer, or a drawing of its own. */
  second?: Drawing;
  /**
   * The second view when the item has no drawing of its own for it: the item mirrored, with
   * the point (x, y) brought to the centre, magnified by `zoom` and turned by `tilt` degrees.
   */
  closeUp?: { x: number; y: number; zoom: number; tilt: number };
};
