import { useShopTerms } from '../../lib/shop-terms';
import type { ReactNode } from 'react';

/**
 * The hero artwork, drawn here so the banner needs no image request. Each drawing is 1600x640
 * and keeps its main subject in the right-hand 640 px, which is what a square phone crop
 * (preserveAspectRatio xMaxYMid slice) shows.
 */
const VIEW = '0 0 1600 640';

function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox={VIEW} preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function SpeedLines({ color, opacity }: { color: string; opacity: number }) {
  return (
    <g fill={color} opacity={opacity}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <polygon
          key={i}
          points={`${520 + i * 190},640 ${600 + i * 190},640 ${900 + i * 190},0 ${820 + i * 190},0`}
        />
      ))}
    </g>
  );
}

function Ball({ x, y, r }: { x: number; y: number; r: number }) {
  const s = r / 46;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle r="46" fill="#ffffff" />
      <polygon points="0,-18 17,-6 11,14 -11,14 -17,-6" fill="#111111" />
      <path
        d="M0-18V-46M17-6 43-16M11 14 27 37M-11 14-27 37M-17-6-43-16"
        stroke="#111111"
        strokeWidth="4"
        fill="none"
      />
      <circle r="46" fill="none" stroke="#111111" strokeWidth="2" opacity="0.25" />
    </g>
  );
}

export function BootsArt() {
  return (
    <Art>
      <defs>
        <linearGradient id="hero-boots-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#06080f" />
          <stop offset="0.55" stopColor="#0d1b3d" />
          <stop offset="1" stopColor="#0b5cd5" />
        </linearGradient>
        <linearGradient id="hero-boots-upper" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#c6ff3d" />
          <stop offset="1" stopColor="#5ee27a" />
        </linearGradient>
      </defs>
      <rect width="1600" height="640" fill="url(#hero-boots-bg)" />
      <SpeedLines color="#ffffff" opacity={0.05} />
      <circle cx="1230" cy="330" r="250" fill="#c6ff3d" opacity="0.08" />
      <g transform="translate(-20 20)">
        <ellipse cx="1250" cy="520" rx="270" ry="18" fill="#000000" opacity="0.45" />
        <path
          d="M1000,470 C995,380 1015,300 1060,270 L1125,262 C1150,300 1210,318 1262,326 C1345,338 1430,372 1495,410 C1535,432 1538,462 1505,474 Z"
          fill="url(#hero-boots-upper)"
        />
        <path
          d="M1060,270 L1125,262 C1150,300 1210,318 1262,326 L1240,350 C1180,340 1120,320 1085,300 Z"
          fill="#0b1020"
          opacity="0.85"
        />
        {[0, 1, 2, 3].map((i) => (
          <line
            key={i}
            x1={1150 + i * 28}
            y1={300 + i * 8}
            x2={1168 + i * 28}
            y2={334 + i * 6}
            stroke="#ffffff"
            strokeWidth="6"
            strokeLinecap="round"
          />
        ))}
        <path
          d="M1040,420 C1160,380 1290,380 1450,430"
          stroke="#0b1020"
          strokeWidth="16"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M1070,445 C1180,410 1300,410 1420,448"
          stroke="#0b1020"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
          opacity="0.6"
        />
        <path
          d="M992,468 L1512,468 C1520,482 1508,494 1490,494 L1006,494 C994,494 988,480 992,468 Z"
          fill="#0b1020"
        />
        {[1025, 1090, 1250, 1330, 1410, 1470].map((x) => (
          <polygon
            key={x}
            points={`${x - 14},494 ${x + 14},494 ${x + 8},516 ${x - 8},516`}
            fill="#e9eef7"
          />
        ))}
      </g>
      <Ball x={1480} y={170} r={62} />
      <g stroke="#c6ff3d" strokeWidth="6" strokeLinecap="round" opacity="0.8">
        <line x1="1360" y1="190" x2="1280" y2="205" />
        <line x1="1370" y1="150" x2="1300" y2="150" />
        <line x1="1380" y1="230" x2="1320" y2="250" />
      </g>
    </Art>
  );
}

export function ShirtsArt() {
  const jersey =
    'M1130,150 L1190,128 C1212,160 1288,160 1310,128 L1370,150 L1470,230 L1425,300 L1380,272 L1380,540 L1120,540 L1120,272 L1075,300 L1030,230 Z';
  return (
    <Art>
      <defs>
        <linearGradient id="hero-shirts-bg" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#eaf4ff" />
          <stop offset="1" stopColor="#9cc8f0" />
        </linearGradient>
        <clipPath id="hero-shirts-clip">
          <path d={jersey} />
        </clipPath>
      </defs>
      <rect width="1600" height="640" fill="url(#hero-shirts-bg)" />
      <text
        x="1590"
        y="620"
        textAnchor="end"
        fontFamily="Oswald, system-ui, sans-serif"
        fontWeight="600"
        fontSize="300"
        fill="none"
        stroke="#0d1b3d"
        strokeOpacity="0.12"
        strokeWidth="4"
      >
        24/25
      </text>
      <ellipse cx="1250" cy="570" rx="210" ry="16" fill="#0d1b3d" opacity="0.15" />
      <g clipPath="url(#hero-shirts-clip)">
        <rect x="1000" y="100" width="500" height="460" fill="#ffffff" />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={1030 + i * 96} y="100" width="48" height="460" fill="#74acdf" />
        ))}
        <rect x="1000" y="520" width="500" height="20" fill="#0d1b3d" />
      </g>
      <path d={jersey} fill="none" stroke="#0d1b3d" strokeWidth="6" strokeLinejoin="round" />
      <path
        d="M1190,128 C1212,160 1288,160 1310,128"
        fill="none"
        stroke="#0d1b3d"
        strokeWidth="14"
      />
      <circle cx="1310" cy="230" r="20" fill="#f2c230" stroke="#0d1b3d" strokeWidth="4" />
      <text
        x="1250"
        y="420"
        textAnchor="middle"
        fontFamily="Oswald, system-ui, sans-serif"
        fontWeight="600"
        fontSize="150"
        fill="#0d1b3d"
      >
        10
      </text>
      <g fill="#f2c230">
        {[1190, 1220, 1250].map((x) => (
          <polygon
            key={x}
            points={`${x},215 ${x + 6},229 ${x + 21},229 ${x + 9},238 ${x + 14},252 ${x},243 ${x - 14},252 ${x - 9},238 ${x - 21},229 ${x - 6},229`}
          />
        ))}
      </g>
    </Art>
  );
}

export function TransferArt() {
  const { transferDiscountPercent } = useShopTerms();
  return (
    <Art>
      <defs>
        <linearGradient id="hero-transfer-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#05291a" />
          <stop offset="1" stopColor="#0f7a44" />
        </linearGradient>
      </defs>
      <rect width="1600" height="640" fill="url(#hero-transfer-bg)" />
      <polygon points="900,640 1060,640 1600,120 1600,-40" fill="#f2c230" opacity="0.9" />
      <polygon points="1090,640 1140,640 1600,200 1600,150" fill="#ffffff" opacity="0.25" />
      <text
        x="1565"
        y="410"
        textAnchor="end"
        fontFamily="Oswald, system-ui, sans-serif"
        fontWeight="600"
        fontSize="330"
        fill="#ffffff"
        letterSpacing="-6"
      >
        {transferDiscountPercent}%
      </text>
      <text
        x="1555"
        y="520"
        textAnchor="end"
        fontFamily="Oswald, system-ui, sans-serif"
        fontWeight="600"
        fontSize="110"
        fill="#05291a"
        letterSpacing="8"
      >
        OFF
      </text>
      <g transform="translate(860 450) rotate(-10)">
        <rect width="200" height="126" rx="14" fill="#ffffff" />
        <rect y="26" width="200" height="24" fill="#0d1b3d" />
        <rect x="18" y="72" width="44" height="32" rx="5" fill="#f2c230" />
        <rect x="80" y="84" width="96" height="10" rx="5" fill="#cfd6e0" />
      </g>
      <g fill="#f2c230" stroke="#8a6a00" strokeWidth="4">
        <ellipse cx="1150" cy="600" rx="46" ry="16" />
        <ellipse cx="1150" cy="584" rx="46" ry="16" />
        <ellipse cx="1150" cy="568" rx="46" ry="16" />
        <ellipse cx="1150" cy="552" rx="46" ry="16" />
      </g>
    </Art>
  );
}

export function ShippingArt() {
  const argentina =
    '1180,60 1290,72 1332,112 1402,128 1384,190 1332,232 1342,282 1302,302 1290,342 1262,372 1270,420 1242,452 1232,500 1212,540 1222,590 1182,602 1172,562 1166,500 1160,432 1150,362 1160,282 1150,200 1166,120';
  return (
    <Art>
      <defs>
        <linearGradient id="hero-shipping-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#111111" />
          <stop offset="1" stopColor="#2d3748" />
        </linearGradient>
        <pattern id="hero-shipping-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#ffffff" strokeOpacity="0.06" strokeWidth="2" />
        </pattern>
      </defs>
      <rect width="1600" height="640" fill="url(#hero-shipping-bg)" />
      <rect width="1600" height="640" fill="url(#hero-shipping-grid)" />
      <polygon
        points={argentina}
        fill="#74acdf"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g fill="none" stroke="#f2c230" strokeWidth="5" strokeDasharray="12 10" strokeLinecap="round">
        <path d="M1300,300 Q1250,250 1235,240" />
        <path d="M1300,300 Q1220,300 1185,285" />
        <path d="M1300,300 Q1250,460 1200,585" />
        <path d="M1300,300 Q1300,150 1240,110" />
      </g>
      {[
        [1300, 300],
        [1235, 240],
        [1185, 285],
        [1200, 585],
        [1240, 110],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path
            d="M0,0 C-14,-18 -20,-28 -20,-38 A20,20 0 0 1 20,-38 C20,-28 14,-18 0,0 Z"
            fill="#d91c32"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cy="-38" r="7" fill="#ffffff" />
        </g>
      ))}
      <g transform="translate(1420 390)">
        <polygon points="0,40 90,0 180,40 90,80" fill="#e0b36b" />
        <polygon points="0,40 90,80 90,190 0,150" fill="#c8934a" />
        <polygon points="90,80 180,40 180,150 90,190" fill="#a97636" />
        <polygon points="40,22 130,62 130,92 110,84 110,66 22,30" fill="#f4dca6" opacity="0.9" />
      </g>
      <g stroke="#ffffff" strokeWidth="6" strokeLinecap="round" opacity="0.5">
        <line x1="1400" y1="470" x2="1350" y2="470" />
        <line x1="1400" y1="500" x2="1330" y2="500" />
        <line x1="1400" y1="530" x2="1360" y2="530" />
      </g>
    </Art>
  );
}
