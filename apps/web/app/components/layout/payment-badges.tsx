import type { ReactNode } from 'react';
import styles from './payment-badges.module.css';

interface Badge {
  name: string;
  background: string;
  /** What is drawn on the card: the name in the issuer's colours, sometimes with circles. */
  art: ReactNode;
}

function word(text: string, color: string, size = 11, x = 32, weight = 800) {
  return (
    <text
      x={x}
      y="24"
      textAnchor="middle"
      fill={color}
      fontSize={size}
      fontWeight={weight}
      fontFamily="'Inter Variable', system-ui, sans-serif"
    >
      {text}
    </text>
  );
}

function circles(left: string, right: string) {
  return (
    <>
      <circle cx="26" cy="16" r="8" fill={left} />
      <circle cx="38" cy="16" r="8" fill={right} fillOpacity="0.9" />
    </>
  );
}

function smallWord(text: string, color: string) {
  return (
    <text
      x="32"
      y="33"
      textAnchor="middle"
      fill={color}
      fontSize="7"
      fontWeight="700"
      fontFamily="'Inter Variable', system-ui, sans-serif"
    >
      {text}
    </text>
  );
}

/** SPEC.md section 2: nine cards. */
const CARDS: readonly Badge[] = [
  { name: 'Visa', background: '#1a1f71', art: word('VISA', '#ffffff', 14, 32, 900) },
  {
    name: 'Mastercard',
    background: '#16181d',
    art: (
      <>
        {circles('#eb001b', '#f79e1b')}
        {smallWord('mastercard', '#ffffff')}
      </>
    ),
  },
  { name: 'American Express', background: '#016fd0', art: word('AMEX', '#ffffff', 13, 32, 900) },
  { name: 'Cabal', background: '#00529b', art: word('CABAL', '#ffffff', 12) },
  { name: 'Naranja', background: '#c2410c', art: word('Naranja', '#ffffff', 11) },
  {
    name: 'Maestro',
    background: '#16181d',
    art: (
      <>
        {circles('#0099df', '#eb001b')}
        {smallWord('maestro', '#ffffff')}
      </>
    ),
  },
  { name: 'Diners Club', background: '#0a4a8f', art: word('Diners', '#ffffff', 12) },
  {
    name: 'Tarjeta Shopping',
    background: '#b3124f',
    art: <>{word('Shopping', '#ffffff', 10)}</>,
  },
  { name: 'Argencard', background: '#0d5e3a', art: word('Argencard', '#ffffff', 9.5) },
];

/** SPEC.md section 2: two cash networks. */
const CASH: readonly Badge[] = [
  {
    name: 'Rapipago',
    background: '#ffd100',
    art: word('rapipago', '#c8102e', 11, 32, 900),
  },
  {
    name: 'Pago Fácil',
    background: '#0a3a8c',
    art: (
      <text
        x="32"
        y="24"
        textAnchor="middle"
        fontSize="10.5"
        fontWeight="900"
        fontFamily="'Inter Variable', system-ui, sans-serif"
      >
        <tspan fill="#ffd100">pago</tspan>
        <tspan fill="#ffffff">fácil</tspan>
      </text>
    ),
  },
];

function BadgeList({ badges, label }: { badges: readonly Badge[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {badges.map((badge) => (
        <li key={badge.name}>
          <svg
            className={styles.badge}
            viewBox="0 0 64 40"
            width="64"
            height="40"
            role="img"
            aria-label={badge.name}
          >
            <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill={badge.background} />
            {badge.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}

/** Card and cash payment logos of the footer, drawn as small local badges. */
export function PaymentBadges() {
  return (
    <div className={styles.groups}>
      <p className={styles.caption}>Tarjetas de crédito y débito</p>
      <BadgeList badges={CARDS} label="Tarjetas" />
      <p className={styles.caption}>Efectivo</p>
      <BadgeList badges={CASH} label="Efectivo" />
    </div>
  );
}
