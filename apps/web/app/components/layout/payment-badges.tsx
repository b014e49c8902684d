import styles from './payment-badges.module.css';

interface Badge {
  name: string;
  /** Its picture in public/pagos (drawn in scripts/payment-badges), loaded as the footer nears. */
  file: string;
}

/** SPEC.md section 2: nine cards. */
const CARDS: readonly Badge[] = [
  { name: 'Visa', file: 'visa' },
  { name: 'Mastercard', file: 'mastercard' },
  { name: 'American Express', file: 'amex' },
  { name: 'Cabal', file: 'cabal' },
  { name: 'Naranja', file: 'naranja' },
  { name: 'Maestro', file: 'maestro' },
  { name: 'Diners Club', file: 'diners' },
  { name: 'Tarjeta Shopping', file: 'shopping' },
  { name: 'Argencard', file: 'argencard' },
];

/** SPEC.md section 2: two cash networks. */
const CASH: readonly Badge[] = [
  { name: 'Rapipago', file: 'rapipago' },
  { name: 'Pago Fácil', file: 'pagofacil' },
];

function BadgeList({ badges, label }: { badges: readonly Badge[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {badges.map((badge) => (
        <li key={badge.name}>
          <img
            className={styles.badge}
            src={`/pagos/${badge.file}.png`}
            alt={badge.name}
            width={64}
            height={40}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Card and cash payment logos of the footer. Pictures rather than drawings: every page has the
 * footer, and eleven drawings with text, inline or as SVG files, were a good part of its first
 * layout and of the main thread's work once the footer came near.
 */
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
