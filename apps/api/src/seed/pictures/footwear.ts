import { darken, lighten, luminance, mix, outline, type Palette } from './colour.js';
import { fmt, line, part, type Drawing } from './svg-parts.js';

export function boot(p: Palette, turf: boolean): Drawing {
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

export function sneaker(p: Palette): Drawing {
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

export function sandals(p: Palette): Drawing {
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
