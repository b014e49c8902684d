import { darken, luminance, mix, outline, type Palette } from './colour.js';
import { strokeText } from './stroke-font.js';
import { line, part, type Drawing } from './svg-parts.js';

/** Decoration of a shirt's body. Plain shirts get side piping only. */
export type ShirtPattern = 'plain' | 'stripes' | 'hoops' | 'band' | 'sash' | 'halves';

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

export function shirt(p: Palette, retro: boolean, pattern: ShirtPattern, back: boolean): Drawing {
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

export function hoodie(p: Palette, back = false): Drawing {
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

export function jacket(p: Palette, withSleeves: boolean, back = false): Drawing {
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

export function tracksuit(p: Palette): Drawing {
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

export function leggings(p: Palette): Drawing {
  return {
    svg: `<g transform="translate(-64 0) scale(1.16 1)">${pants(p, true)}</g>`,
    shadow: { cx: 400, cy: 700, rx: 170, ry: 18 },
    closeUp: { x: 400, y: 400, zoom: 1.15, tilt: 6 },
  };
}
