import { freeShippingHeadline, homeDeliveryNote } from '@shop/domain';
import type { ReactNode } from 'react';
import { useShopTerms, type ShopTerms } from '../../lib/shop-terms';
import styles from './home.module.css';

/** The four promises, worded from the settings the checkout charges with. */
const benefitsOf = (terms: ShopTerms): { title: string; text: string; icon: ReactNode }[] => [
  {
    title: freeShippingHeadline(terms),
    text: `${homeDeliveryNote(terms).replace(/^a/, 'A')} con Correo Argentino`,
    icon: (
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    ),
  },
  {
    title: `${terms.transferDiscountPercent}% off con transferencia`,
    text: 'Descuento directo al pagar de contado',
    icon: (
      <path d="M5 19L19 5M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
    ),
  },
  {
    title: 'Hasta 12 cuotas',
    text: 'Con tarjeta a través de Mercado Pago',
    icon: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  },
  {
    title: 'Compra protegida',
    text: 'Tus datos cuidados durante toda la compra',
    icon: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
];

/** The four promises under the banner. */
export function Benefits() {
  const terms = useShopTerms();
  return (
    <ul className={styles.benefits} aria-label="Beneficios">
      {benefitsOf(terms).map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <svg
            className={styles.benefitIcon}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {benefit.icon}
          </svg>
          <div>
            <strong>{benefit.title}</strong>
            <span>{benefit.text}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
