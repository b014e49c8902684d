/**
 * Product and promotion pictures for the demo shop, drawn as SVG and rasterised locally with
 * sharp. Nothing is downloaded and no installed font is needed: every item is made of shapes,
 * and the few words on banners use the stroke font of `stroke-font.ts`.
 */
import sharp from 'sharp';
import { strokeText, strokeTextUnits } from './stroke-font.js';

/** Decoration of a shirt's body. Plain shirts get side piping only. */
export type ShirtPattern = 'plain' | 'stripes' | 'hoops' | 'band' | 'sash' | 'halves';

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

export type PromotionImageOptions = {
  title: string;
  type: string;
  /** One or two hex colours: background and badge. */
  colors?: string[];
  /** Same as `colors` (the field name of a promotion's demo data); `colors` wins if both are set. */
  colorHex?: string[];
};

/** Pictures must stay under the shop's upload limit (SPEC 9: 100 KB). */
export const IMAGE_BYTE_LIMIT = 100 * 1024;

const SIZE = 800;
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 600;

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) throw new RangeError(`Colour must be a hex value such as #1a2b3c, got '${hex}'`);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blend `a` towards `b` by `t` (0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

function luminance(hex: string): number {
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

const darken = (c: string, t: number): string => mix(c, '#000000', t);
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

type Palette = {
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

function outline(c: string): string {
  return luminance(c) < 0.03 ? lighten(c, 0.08) : darken(c, luminance(c) > 0.7 ? 0.3 : 0.38);
}

function palette(colors: string[]): Palette {
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

function backgroundTint(p: Palette): string {
  const candidates = [p.main, p.accent].filter((c) => saturation(c) > 0.25 && luminance(c) > 0.02);
  return candidates[0] ?? '#9aa7b4';
}

// ---------------------------------------------------------------------------------------------
// Small SVG helpers

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

/** A filled path with an outline and a soft light-to-shadow volume over it. */
function part(d: string, fill: string, edge: string, strokeWidth = 4, shade = true): string {
  const volume = shade ? `<path d="${d}" fill="url(#volume)"/>` : '';
  return `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>${volume}`;
}

/**
 * Several overlapping paths drawn as one silhouette: the outline is drawn first, twice as wide,
 * then the fills on top, so inner overlaps show no seams.
 */
function merged(ds: string[], fill: string, edge: string, strokeWidth = 4): string {
  const paths = ds.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g fill="none" stroke="${edge}" stroke-width="${strokeWidth * 2}" stroke-linejoin="round">${paths}</g>` +
    `<g fill="${fill}">${paths}</g><g fill="url(#volume)">${paths}</g>`
  );
}

function line(d: string, color: string, width: number, opacity = 1): string {
  const op = opacity === 1 ? '' : ` opacity="${opacity}"`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${op}/>`;
}

function capsule(x1: number, y1: number, x2: number, y2: number, r: number): string {
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

type Drawing = {
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

// ---------------------------------------------------------------------------------------------
// Footwear

function boot(p: Palette, turf: boolean): Drawing {
  const upper =
    'M150 522C104 521 90 482 118 462C160 436 250 430 330 398C398 371 450 332 500 292' +
    'C556 312 622 318 676 286C702 328 714 424 702 500C698 516 688 522 672 522Z';
  const toeCap = 'M150 522C104 521 90 482 118 462C150 443 200 436 252 428C226 460 222 496 236 522Z';
  const heel =
    'M612 304C636 300 658 294 676 286C702 328 714 424 702 500C698 516 688 522 672 522H626C646 450 640 360 612 304Z';
  const panel = 'M372 522C398 452 452 386 522 306L568 312C510 384 466 452 446 522Z';
  const stripe = 'M470 522C492 466 534 404 590 320L612 318C560 398 520 462 500 522Z';
  const lining = 'M500 292C558 318 624 320 676 286C628 306 558 308 500 292Z';
  const plate = 'M128 514C96 516 100 548 134 548H690C722 548 724 514 696 514Z';
  const studs: string[] = [];
  if (turf) {
    for (let x = 146; x <= 690; x += 27) {
      studs.push(`M${x - 8} 546H${x + 8}L${x + 7} 560Q${x} 566 ${x - 7} 560Z`);
    }
  } else {
    for (const x of [172, 252, 334, 414, 604, 672]) {
      studs.push(`M${x - 15} 546L${x - 10} 588Q${x} 596 ${x + 10} 588L${x + 15} 546Z`);
    }
  }
  const laces: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const x = 336 + (478 - 336) * t;
    const y = 394 + (306 - 394) * t;
    laces.push(`M${fmt(x - 10)} ${fmt(y - 10)}L${fmt(x + 16)} ${fmt(y + 20)}`);
  }
  const studColor = p.dark;
  const svg =
    studs.map((d) => part(d, studColor, darken(studColor, 0.4), 3, false)).join('') +
    part(plate, p.accent, p.accentEdge, 4) +
    part(upper, p.main, p.edge, 5) +
    part(toeCap, lighten(p.main, luminance(p.main) < 0.05 ? 0.1 : 0.06), p.edge, 3) +
    part(heel, p.accent, p.accentEdge, 3) +
    part(panel, p.accent, p.accentEdge, 3) +
    part(stripe, p.detail, outline(p.detail), 2, false) +
    `<path d="${lining}" fill="${p.dark}"/>` +
    line(laces.join(''), p.detail, 9) +
    line('M170 452C230 438 300 424 360 398', '#ffffff', 10, 0.28) +
    line('M520 308C560 322 610 322 660 302', '#ffffff', 5, 0.3);
  return {
    svg,
    shadow: { cx: 410, cy: turf ? 572 : 600, rx: 320, ry: 30 },
    closeUp: { x: 410, y: 450, zoom: 1.1, tilt: -7 },
  };
}

function sneaker(p: Palette): Drawing {
  const midsoleColor = luminance(p.main) > 0.75 ? '#ecebe6' : p.light;
  const upper =
    'M150 506C106 504 94 470 122 450C164 424 254 416 324 396C384 378 426 346 462 316' +
    'C520 330 606 334 664 302C694 336 708 410 704 490L700 506Z';
  const toe = 'M150 506C106 504 94 470 122 450C162 426 228 418 286 410C258 440 256 480 270 506Z';
  const side =
    'M330 506C360 450 420 404 500 372C560 354 640 360 700 400L704 452C640 420 560 420 500 440C440 462 400 486 390 506Z';
  const heel =
    'M626 330C646 324 656 312 664 302C694 336 708 410 704 490L700 506H650C668 450 664 380 626 330Z';
  const tongue = 'M452 322C466 290 492 272 524 276C530 300 528 320 520 336Z';
  const collar = 'M504 334C560 344 622 340 664 302C620 330 560 336 504 334Z';
  const midsole =
    'M108 486C92 520 118 556 168 556H684C716 556 726 520 716 478C600 500 300 506 108 486Z';
  const outsole =
    'M120 548C132 566 150 574 172 574H682C704 574 718 562 722 544C710 554 700 556 684 556H168C148 556 130 554 120 548Z';
  const laces: string[] = [];
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const x = 356 + (470 - 356) * t;
    const y = 388 + (324 - 388) * t;
    laces.push(`M${fmt(x - 14)} ${fmt(y - 6)}L${fmt(x + 14)} ${fmt(y + 14)}`);
  }
  const perforations: string[] = [];
  for (const [x, y] of [
    [150, 470],
    [172, 462],
    [194, 456],
    [162, 488],
    [184, 480],
    [206, 474],
  ] as const) {
    perforations.push(`<circle cx="${x}" cy="${y}" r="3.5" fill="${p.edge}" opacity="0.55"/>`);
  }
  const svg =
    part(outsole, p.dark, darken(p.dark, 0.4), 3, false) +
    part(midsole, midsoleColor, outline(midsoleColor), 4) +
    line('M150 530H690', outline(midsoleColor), 3, 0.35) +
    part(tongue, mix(p.main, p.dark, 0.15), p.edge, 4) +
    part(upper, p.main, p.edge, 5) +
    part(toe, mix(p.main, '#ffffff', 0.08), p.edge, 3) +
    perforations.join('') +
    part(side, p.accent, p.accentEdge, 3) +
    part(heel, mix(p.main, p.accent, 0.5), p.edge, 3) +
    `<path d="${collar}" fill="${p.dark}"/>` +
    line(laces.join(''), p.detail === p.main ? p.light : p.detail, 9) +
    line('M170 440C240 424 300 410 350 394', '#ffffff', 9, 0.3);
  return {
    svg,
    shadow: { cx: 412, cy: 584, rx: 322, ry: 28 },
    closeUp: { x: 410, y: 450, zoom: 1.1, tilt: -7 },
  };
}

function sandals(p: Palette): Drawing {
  const footbed = (x: number, flip: number): string => {
    const s = (dx: number): number => x + dx * flip;
    return (
      `M${s(0)} 150C${s(96)} 150 ${s(104)} 262 ${s(94)} 332C${s(86)} 424 ${s(72)} 520 ${s(72)} 600` +
      `C${s(72)} 652 ${s(40)} 676 ${s(0)} 676C${s(-40)} 676 ${s(-72)} 652 ${s(-72)} 600` +
      `C${s(-72)} 520 ${s(-84)} 424 ${s(-92)} 332C${s(-100)} 262 ${s(-96)} 150 ${s(0)} 150Z`
    );
  };
  const inner = (x: number, flip: number): string => {
    const s = (dx: number): number => x + dx * flip;
    return (
      `M${s(0)} 172C${s(78)} 172 ${s(84)} 266 ${s(76)} 332C${s(68)} 424 ${s(56)} 520 ${s(56)} 596` +
      `C${s(56)} 640 ${s(30)} 656 ${s(0)} 656C${s(-30)} 656 ${s(-56)} 640 ${s(-56)} 596` +
      `C${s(-56)} 520 ${s(-68)} 424 ${s(-74)} 332C${s(-82)} 266 ${s(-78)} 172 ${s(0)} 172Z`
    );
  };
  const strap = (x: number): string =>
    `M${x - 112} 262Q${x} 226 ${x + 112} 262L${x + 104} 424Q${x} 398 ${x - 104} 424Z`;
  const one = (x: number, flip: number): string =>
    part(footbed(x, flip), p.dark, darken(p.dark, 0.5), 4) +
    `<path d="${inner(x, flip)}" fill="${lighten(p.dark, 0.12)}"/>` +
    line(
      `M${x - 40} 470Q${x} 462 ${x + 40} 470M${x - 44} 530Q${x} 522 ${x + 44} 530`,
      '#ffffff',
      3,
      0.12,
    ) +
    part(strap(x), p.main, p.edge, 5) +
    line(
      `M${x - 70} 296Q${x} 278 ${x + 70} 296M${x - 70} 336Q${x} 318 ${x + 70} 336M${x - 70} 376Q${x} 358 ${x + 70} 376`,
      p.accent,
      14,
    );
  return {
    svg: one(292, -1) + one(508, 1),
    shadow: { cx: 400, cy: 690, rx: 290, ry: 26 },
    closeUp: { x: 508, y: 420, zoom: 1.2, tilt: 14 },
  };
}

// ---------------------------------------------------------------------------------------------
// Shirts and clothing

const SHIRT_BODY =
  'M330 162Q400 232 470 162L572 196Q616 214 640 262L682 344Q642 378 598 388L548 312' +
  'L552 650Q400 672 248 650L252 312L202 388Q158 378 118 344L160 262Q184 214 228 196Z';

function shirtPattern(p: Palette, pattern: ShirtPattern): string {
  const c = p.accent;
  switch (pattern) {
    case 'stripes': {
      const rects: string[] = [];
      for (let x = 130; x < 680; x += 88)
        rects.push(`<rect x="${x + 22}" y="100" width="44" height="620" fill="${c}"/>`);
      return rects.join('');
    }
    case 'hoops': {
      const rects: string[] = [];
      for (let y = 236; y < 700; y += 92)
        rects.push(`<rect x="100" y="${y}" width="600" height="46" fill="${c}"/>`);
      return rects.join('');
    }
    case 'band':
      return `<rect x="100" y="330" width="600" height="96" fill="${c}"/>`;
    case 'sash':
      return `<path d="M210 200L300 200L620 660L530 660Z" fill="${c}"/>`;
    case 'halves':
      return `<rect x="400" y="100" width="320" height="620" fill="${c}"/>`;
    case 'plain':
      return '';
  }
}

function shirt(p: Palette, retro: boolean, pattern: ShirtPattern, back: boolean): Drawing {
  const neck = back ? 'M330 162Q400 186 470 162' : 'M330 162Q400 232 470 162';
  const body = back
    ? SHIRT_BODY.replace('M330 162Q400 232 470 162', 'M330 162Q400 186 470 162')
    : SHIRT_BODY;
  const defs = `<clipPath id="shirt-clip"><path d="${body}"/></clipPath>`;
  const trim = pattern === 'plain' ? p.accent : p.detail === p.accent ? p.main : p.detail;
  const cuffs =
    `<path d="M118 344Q158 378 202 388L212 364Q170 356 130 322Z" fill="${trim}"/>` +
    `<path d="M682 344Q642 378 598 388L588 364Q630 356 670 322Z" fill="${trim}"/>`;
  const piping =
    pattern === 'plain'
      ? line('M250 318L252 650M548 318L550 650', p.accent, 12) +
        line('M232 204Q188 222 164 270L128 336M568 204Q612 222 636 270L672 336', p.accent, 8)
      : '';
  const inner = back
    ? ''
    : `<path d="M330 162Q400 184 470 162Q400 232 330 162Z" fill="${darken(p.main, 0.35)}"/>`;
  let collar: string;
  if (retro && !back) {
    collar =
      `<path d="M400 222L392 300H408Z" fill="${darken(p.main, 0.2)}"/>` +
      `<circle cx="400" cy="252" r="5" fill="${p.light}" stroke="${p.edge}" stroke-width="2"/>` +
      `<circle cx="400" cy="282" r="5" fill="${p.light}" stroke="${p.edge}" stroke-width="2"/>` +
      part('M330 158Q300 186 316 226L398 226Q360 206 344 160Z', trim, outline(trim), 3, false) +
      part('M470 158Q500 186 484 226L402 226Q440 206 456 160Z', trim, outline(trim), 3, false);
  } else if (retro) {
    collar = part(
      'M324 158Q400 186 476 158L480 186Q400 214 320 186Z',
      trim,
      outline(trim),
      3,
      false,
    );
  } else {
    collar = line(neck, trim, 14);
  }
  const crest = back
    ? ''
    : `<path d="M462 270H506V300Q506 322 484 332Q462 322 462 300Z" fill="${p.detail}" stroke="${outline(p.detail)}" stroke-width="2"/>` +
      `<path d="M316 282L332 270L348 282L332 294Z" fill="${p.detail}"/>`;
  const numberColor =
    pattern === 'plain' ? p.detail : luminance(p.main) > 0.3 ? '#1d2433' : '#ffffff';
  const number = back
    ? strokeText('10', {
        x: 400,
        y: 520,
        size: 170,
        weight: 30,
        color: numberColor,
        anchor: 'middle',
      })
    : '';
  const svg =
    part(body, p.main, p.edge, 5, false) +
    `<g clip-path="url(#shirt-clip)">${shirtPattern(p, pattern)}${piping}${cuffs}</g>` +
    `<path d="${body}" fill="url(#volume)"/>` +
    line('M252 312L222 250M548 312L578 250', p.edge, 2, 0.5) +
    inner +
    collar +
    crest +
    number;
  return { svg, defs, shadow: { cx: 400, cy: 690, rx: 230, ry: 22 } };
}

const TOP_BODY =
  'M238 206Q290 186 330 176Q400 196 470 176Q510 186 562 206Q618 228 636 300L680 600' +
  'Q648 618 610 616L570 380L566 636H234L230 380L190 616Q152 618 120 600L164 300Q182 228 238 206Z';

function hoodie(p: Palette, back = false): Drawing {
  const hood = 'M300 214C286 112 514 112 500 214Q470 236 400 240Q330 236 300 214Z';
  const hoodBack = 'M304 220C276 110 524 110 496 220Q492 300 400 318Q308 300 304 220Z';
  const opening = 'M338 214C344 150 456 150 462 214Q430 238 400 240Q370 238 338 214Z';
  const pocket = 'M296 470H504L532 596H268Z';
  const rib = mix(p.main, p.dark, 0.12);
  const ribLines: string[] = [];
  for (let x = 246; x < 566; x += 24) ribLines.push(`M${x} 646V668`);
  const front = back
    ? ''
    : `<path d="${opening}" fill="${darken(p.main, 0.45)}"/>` +
      part(pocket, p.main, p.edge, 3) +
      line('M296 470Q300 530 268 596M504 470Q500 530 532 596', p.edge, 4, 0.6) +
      line('M380 236L374 336M420 236L426 336', p.detail, 7) +
      line('M374 336V352M426 336V352', p.accent, 10);
  const hoodOnBack = back
    ? part(hoodBack, mix(p.main, p.dark, 0.06), p.edge, 5) + line('M400 132V316', p.edge, 3, 0.5)
    : '';
  const svg =
    (back ? '' : part(hood, mix(p.main, p.dark, 0.08), p.edge, 5)) +
    part(TOP_BODY, p.main, p.edge, 5) +
    part('M234 636H566V676H234Z', rib, p.edge, 4, false) +
    part('M120 600Q152 618 190 616L186 654Q150 656 116 640Z', rib, p.edge, 4, false) +
    part('M680 600Q648 618 610 616L614 654Q650 656 684 640Z', rib, p.edge, 4, false) +
    line(ribLines.join(''), p.edge, 2, 0.35) +
    line('M190 616L230 380M610 616L570 380M230 380L234 636M570 380L566 636', p.edge, 2, 0.4) +
    front +
    hoodOnBack;
  const drawingOf: Drawing = { svg, shadow: { cx: 400, cy: 700, rx: 260, ry: 22 } };
  return back ? drawingOf : { ...drawingOf, second: hoodie(p, true) };
}

function jacket(p: Palette, withSleeves: boolean, back = false): Drawing {
  const vest =
    'M250 206Q300 186 336 176Q400 196 464 176Q500 186 550 206Q590 250 572 340L566 636H234L228 340Q210 250 250 206Z';
  const body = withSleeves ? TOP_BODY : vest;
  const collar = 'M324 176Q400 200 476 176L470 130Q400 150 330 130Z';
  const trim = mix(p.main, p.accent, 0.35);
  const quilting = withSleeves
    ? ''
    : line('M232 300H568M232 380H568M234 460H566M234 540H566', p.edge, 3, 0.55);
  const sleeveStripes = withSleeves
    ? line('M196 250L142 594M214 260L164 602', p.accent, 9) +
      line('M604 250L658 594M586 260L636 602', p.accent, 9)
    : '';
  const armholes = withSleeves
    ? ''
    : line('M250 206Q292 270 228 340M550 206Q508 270 572 340', darken(p.main, 0.3), 8);
  const front = back
    ? line('M240 300Q400 330 560 300', p.accent, 10)
    : `<path d="M330 130Q400 150 470 130Q400 166 330 130Z" fill="${darken(p.main, 0.4)}"/>` +
      line('M400 148V636', p.dark, 5) +
      line('M400 148V636', '#ffffff', 1.5, 0.5) +
      part('M392 188H408V226H392Z', p.light, p.edge, 2, false) +
      line('M300 460L318 540M500 460L482 540', p.dark, 5, 0.7);
  const svg =
    part(body, p.main, p.edge, 5) +
    sleeveStripes +
    quilting +
    armholes +
    part(collar, trim, p.edge, 4) +
    part('M234 606H566V636H234Z', trim, p.edge, 3, false) +
    line('M230 380L234 606M570 380L566 606', p.accent, 10) +
    front;
  const drawingOf: Drawing = { svg, shadow: { cx: 400, cy: 660, rx: 240, ry: 22 } };
  return back ? drawingOf : { ...drawingOf, second: jacket(p, withSleeves, true) };
}

function pants(p: Palette, tight: boolean): string {
  const legs = tight
    ? 'M304 150H496L512 300L490 690H414L402 330L386 690H310L288 300Z'
    : 'M296 150H504L530 320L520 690H416L400 340L384 690H280L270 320Z';
  const stripe = tight ? 'M292 230L304 640' : 'M284 240L288 676';
  const stripe2 = tight ? 'M508 230L496 640' : 'M516 240L512 676';
  return (
    part(legs, p.main, p.edge, 5) +
    part(
      tight ? 'M304 150H496L498 184H302Z' : 'M296 150H504L506 188H294Z',
      mix(p.main, p.dark, 0.15),
      p.edge,
      4,
      false,
    ) +
    line(`${stripe}${stripe2.replace('M', 'M')}`, p.accent, tight ? 8 : 12) +
    line(`M400 186V330`, p.edge, 3, 0.5) +
    (tight ? '' : line('M384 168L390 200M416 168L410 200', p.detail, 4))
  );
}

function tracksuit(p: Palette): Drawing {
  const top = jacket(p, true);
  const svg =
    `<g transform="translate(230 130) scale(0.72)">${pants(p, false)}</g>` +
    `<g transform="translate(-70 40) scale(0.8)">${top.svg}</g>`;
  return {
    svg,
    shadow: { cx: 400, cy: 640, rx: 290, ry: 24 },
    closeUp: { x: 420, y: 400, zoom: 1.25, tilt: 0 },
  };
}

function leggings(p: Palette): Drawing {
  return {
    svg: `<g transform="translate(-64 0) scale(1.16 1)">${pants(p, true)}</g>`,
    shadow: { cx: 400, cy: 700, rx: 170, ry: 18 },
    closeUp: { x: 400, y: 400, zoom: 1.15, tilt: 6 },
  };
}

// ---------------------------------------------------------------------------------------------
// Socks

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

function socks(p: Palette, long: boolean, grip: boolean): Drawing {
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

// ---------------------------------------------------------------------------------------------
// Accessories

function backpack(p: Palette): Drawing {
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

function glove(p: Palette): Drawing {
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

function shinGuards(p: Palette): Drawing {
  const svg = shinGuard(p, 90, -24, 0.12) + shinGuard(p, -70, 10, 0);
  return {
    svg,
    shadow: { cx: 410, cy: 696, rx: 240, ry: 22 },
    closeUp: { x: 390, y: 420, zoom: 1.15, tilt: -8 },
  };
}

function thermos(p: Palette): Drawing {
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

function ball(p: Palette): Drawing {
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

// ---------------------------------------------------------------------------------------------
// Product picture

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

async function toWebp(svg: string, renderWidth: number, width: number): Promise<Buffer> {
  const density = (72 * width) / renderWidth;
  for (const quality of [72, 60, 48, 36]) {
    const out = await sharp(Buffer.from(svg), { density })
      .resize({ width })
      .webp({ quality, effort: 2 })
      .toBuffer();
    if (out.length < IMAGE_BYTE_LIMIT) return out;
  }
  throw new Error('Could not encode the picture under the 100 KB image limit');
}

/** The product picture as WebP, `width` pixels square (under 100 KB). */
export async function productImageWebp(opts: ProductImageOptions, width = SIZE): Promise<Buffer> {
  return toWebp(productSvg(opts), SIZE, width);
}

// ---------------------------------------------------------------------------------------------
// Promotion banner

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
