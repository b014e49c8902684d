import styles from './not-found.module.css';
import { ShopLink } from './shop-link';

export const notFoundTitle = 'Página no encontrada';

/** The 404 message, for a page that already sits inside the layout's <main>. */
export function NotFoundContent() {
  return (
    <div className={styles.box}>
      <svg className={styles.art} viewBox="0 0 400 220" aria-hidden="true">
        <rect width="400" height="220" rx="16" fill="#0f4d24" />
        <g fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="3">
          <rect x="20" y="20" width="360" height="180" />
          <line x1="200" y1="20" x2="200" y2="200" />
          <circle cx="200" cy="110" r="34" />
          <rect x="20" y="70" width="40" height="80" />
          <rect x="340" y="70" width="40" height="80" />
        </g>
        <text
          x="200"
          y="128"
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="Oswald, system-ui, sans-serif"
          fontSize="72"
          fontWeight="600"
        >
          404
        </text>
        <g transform="translate(318 168)">
          <circle r="16" fill="#ffffff" />
          <polygon points="0,-6 6,-2 4,5 -4,5 -6,-2" fill="#111111" />
        </g>
      </svg>
      <h1 className={styles.title}>{notFoundTitle}</h1>
      <p className={styles.text}>
        La pelota se fue afuera: la página que buscás no existe o cambió de dirección.
      </p>
      <p>
        <ShopLink to="/" className={styles.link}>
          Volver al inicio
        </ShopLink>
      </p>
    </div>
  );
}

/** The 404 page on its own (root error boundary, outside the layout): brings its <main>. */
export function NotFound() {
  return (
    <main>
      <NotFoundContent />
    </main>
  );
}
