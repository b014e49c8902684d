import { darken, mix, outline, type Palette } from './colour.js';
import { capsule, fmt, line, merged, part, type Drawing } from './svg-parts.js';

export function backpack(p: Palette): Drawing {
  const body =
    'M262 250C262 180 316 150 400 150C484 150 538 180 538 250V640Q538 664 514 664H286Q262 664 262 640Z';
  const pocket =
    'M292 430Q292 410 312 410H488Q508 410 508 430V610Q508 630 488 630H312Q292 630 292 610Z';
  const svg =
    part('M232 250Q214 420 236 600L262 590V262Z', p.dark, darken(p.dark, 0.5), 4, false) +
    part('M568 250Q586 420 564 600L538 590V262Z', p.dark, darken(p.dark, 0.5), 4, false) +
    line('M352 160C352 104 448 104 448 160', p.dark, 16) +
    part(body, p.main, p.edge, 5) +
    line('M286 262C300 206 344 186 400 186C456 186 500 206 514 262', p.dark, 5, 0.8) +
    part(pocket, p.accent, p.accentEdge, 4) +
    line('M312 444H488', darken(p.accent, 0.35), 4) +
    part('M470 444L478 488H462Z', p.light, p.edge, 2, false) +
    part('M500 262L508 300H492Z', p.light, p.edge, 2, false) +
    part(
      'M262 640Q262 664 286 664H514Q538 664 538 640V620H262Z',
      mix(p.main, p.dark, 0.3),
      p.edge,
      4,
      false,
    ) +
    line('M340 520H460', p.detail === p.accent ? p.main : p.detail, 10) +
    line('M296 210Q320 170 380 162', '#ffffff', 8, 0.25);
  return {
    svg,
    shadow: { cx: 400, cy: 676, rx: 200, ry: 22 },
    closeUp: { x: 400, y: 420, zoom: 1.05, tilt: 8 },
  };
}

export function glove(p: Palette): Drawing {
  const fingers: [number, number, number, number][] = [
    [330, 360, 318, 196],
    [386, 350, 384, 160],
    [442, 352, 448, 176],
    [494, 372, 506, 226],
  ];
  const fingerPaths = fingers.map(([x1, y1, x2, y2]) => capsule(x1, y1, x2, y2, 31));
  const palm = 'M300 330Q300 300 330 300H498Q528 300 530 334L532 560H302Z';
  const thumb = capsule(316, 500, 228, 380, 32);
  const cuff = 'M290 548H544V672Q544 688 528 688H306Q290 688 290 672Z';
  const saves = fingers.map(([x1, y1, x2, y2]) => {
    const mx = x1 + (x2 - x1) * 0.55;
    const my = y1 + (y2 - y1) * 0.55;
    return `M${fmt(mx - 20)} ${fmt(my + 2)}L${fmt(mx + 20)} ${fmt(my + 2)}`;
  });
  const svg =
    merged([...fingerPaths, palm, thumb], p.main, p.edge, 4) +
    line(saves.join(''), p.accent, 12) +
    part('M318 318Q416 290 516 318L520 400Q416 374 314 400Z', p.accent, p.accentEdge, 3) +
    part(cuff, p.dark, darken(p.dark, 0.5), 4) +
    part('M290 582H544V640H290Z', p.accent, p.accentEdge, 3, false) +
    line('M322 612H512', p.dark, 6, 0.4) +
    line('M262 420L300 470', '#ffffff', 8, 0.25);
  return {
    svg,
    shadow: { cx: 410, cy: 702, rx: 180, ry: 20 },
    closeUp: { x: 400, y: 430, zoom: 1.1, tilt: 10 },
  };
}

function shinGuard(p: Palette, dx: number, dy: number, shade: number): string {
  const q = { ...p, main: darken(p.main, shade), accent: darken(p.accent, shade) };
  const shell =
    'M400 140C498 140 536 180 536 248L518 556C512 636 462 676 400 676C338 676 288 636 282 556L264 248C264 180 302 140 400 140Z';
  const rib =
    'M400 176C470 176 500 206 500 258L486 540C480 606 444 636 400 636C356 636 320 606 314 540L300 258C300 206 330 176 400 176Z';
  const vents: string[] = [];
  for (const y of [290, 360, 430, 500])
    vents.push(
      `<rect x="360" y="${y}" width="80" height="18" rx="9" fill="${darken(q.main, 0.35)}" opacity="0.7"/>`,
    );
  return (
    `<g transform="translate(${dx} ${dy})">` +
    part(shell, q.main, outline(q.main), 5) +
    part(rib, q.accent, outline(q.accent), 3) +
    `<path d="M400 200C456 200 476 226 476 262L464 530C460 588 432 612 400 612C368 612 340 588 336 530L324 262C324 226 344 200 400 200Z" fill="${q.main}"/>` +
    vents.join('') +
    line('M320 230C330 196 356 180 390 176', '#ffffff', 10, 0.3) +
    '</g>'
  );
}

export function shinGuards(p: Palette): Drawing {
  const svg = shinGuard(p, 90, -24, 0.12) + shinGuard(p, -70, 10, 0);
  return {
    svg,
    shadow: { cx: 410, cy: 696, rx: 240, ry: 22 },
    closeUp: { x: 390, y: 420, zoom: 1.15, tilt: -8 },
  };
}

export function thermos(p: Palette): Drawing {
  const body =
    'M306 262Q306 232 336 226H464Q494 232 494 262V648Q494 690 452 690H348Q306 690 306 648Z';
  const cap = 'M330 132Q330 118 344 118H456Q470 118 470 132V228H330Z';
  const svg =
    line('M380 120C380 64 470 62 470 104', p.dark, 16) +
    part(cap, p.accent, p.accentEdge, 5) +
    line('M346 140V214M370 140V214M394 140V214M418 140V214M442 140V214', p.accentEdge, 3, 0.35) +
    part(body, p.main, p.edge, 5, false) +
    `<path d="${body}" fill="url(#metal)"/>` +
    part('M306 440H494V500H306Z', p.accent, p.accentEdge, 3, false) +
    `<path d="M306 262Q306 232 336 226H464Q494 232 494 262V276H306Z" fill="${darken(p.main, 0.2)}"/>` +
    line('M340 300V420M340 520V640', '#ffffff', 14, 0.4);
  return {
    svg,
    shadow: { cx: 400, cy: 698, rx: 150, ry: 18 },
    closeUp: { x: 400, y: 420, zoom: 1.0, tilt: -14 },
  };
}

export function ball(p: Palette): Drawing {
  const spots: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    const x = 400 + Math.cos(a) * 150;
    const y = 400 + Math.sin(a) * 150;
    spots.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="46" fill="${p.accent}"/>`);
  }
  const svg =
    '<clipPath id="ball-clip"><circle cx="400" cy="400" r="220"/></clipPath>' +
    `<circle cx="400" cy="400" r="220" fill="${p.main}"/>` +
    `<g clip-path="url(#ball-clip)"><circle cx="400" cy="400" r="54" fill="${p.accent}"/>${spots.join('')}</g>` +
    `<circle cx="400" cy="400" r="220" fill="url(#volume)" stroke="${p.edge}" stroke-width="5"/>`;
  return {
    svg,
    shadow: { cx: 400, cy: 640, rx: 180, ry: 20 },
    closeUp: { x: 400, y: 420, zoom: 1.0, tilt: 36 },
  };
}
