import { darken, luminance, mix, type Palette } from './colour.js';
import { line, part, type Drawing } from './svg-parts.js';

function sockShape(top: number): string {
  return (
    `M384 ${top}H528V520C528 560 540 600 526 640C512 676 478 688 446 688H214` +
    `C170 688 146 662 150 628C154 596 182 582 214 578L330 560C368 552 384 536 384 514Z`
  );
}

function sock(p: Palette, top: number, grip: boolean, stripes: boolean, id: string): string {
  const shape = sockShape(top);
  const clipId = `sock-clip-${id}`;
  const heel = 'M440 580C476 580 528 600 540 640L540 700H420C416 640 424 600 440 580Z';
  const toe = 'M250 560V700H130V560Z';
  const cuffH = Math.min(60, (520 - top) * 0.4);
  const ribs: string[] = [];
  for (let x = 400; x < 528; x += 16) ribs.push(`M${x} ${top + 8}V${top + cuffH - 8}`);
  const bands = stripes
    ? `<rect x="380" y="${top + cuffH + 24}" width="160" height="22" fill="${p.accent}"/>` +
      `<rect x="380" y="${top + cuffH + 62}" width="160" height="22" fill="${p.accent}"/>`
    : '';
  const dots: string[] = [];
  const gripColor = luminance(p.main) < 0.2 ? '#d9dcdf' : p.dark;
  if (grip) {
    for (let x = 200; x <= 480; x += 40)
      dots.push(`<circle cx="${x}" cy="676" r="9" fill="${gripColor}" opacity="0.85"/>`);
    for (let x = 220; x <= 460; x += 40)
      dots.push(`<circle cx="${x}" cy="650" r="8" fill="${gripColor}" opacity="0.8"/>`);
  }
  return (
    `<clipPath id="${clipId}"><path d="${shape}"/></clipPath>` +
    part(shape, p.main, p.edge, 5, false) +
    `<g clip-path="url(#${clipId})">` +
    `<path d="${heel}" fill="${p.accent}"/><path d="${toe}" fill="${p.accent}"/>` +
    `<rect x="380" y="${top}" width="160" height="${cuffH}" fill="${mix(p.main, p.accent, 0.3)}"/>` +
    line(ribs.join(''), p.edge, 2, 0.35) +
    bands +
    dots.join('') +
    '</g>' +
    `<path d="${shape}" fill="url(#volume)" stroke="${p.edge}" stroke-width="5" stroke-linejoin="round"/>`
  );
}

export function socks(p: Palette, long: boolean, grip: boolean): Drawing {
  if (long) {
    return {
      svg: sock(p, 110, grip, true, 'long'),
      shadow: { cx: 360, cy: 700, rx: 220, ry: 20 },
      closeUp: { x: 380, y: 410, zoom: 1.1, tilt: -10 },
    };
  }
  const behind: Palette = { ...p, main: darken(p.main, 0.08), edge: darken(p.edge, 0.1) };
  const svg =
    `<g transform="translate(120 -30)">${sock(behind, 380, grip, false, 'behind')}</g>` +
    `<g transform="translate(-30 10)">${sock(p, 380, grip, false, 'front')}</g>`;
  return {
    svg,
    shadow: { cx: 420, cy: 706, rx: 300, ry: 22 },
    closeUp: { x: 380, y: 560, zoom: 1.2, tilt: 0 },
  };
}
