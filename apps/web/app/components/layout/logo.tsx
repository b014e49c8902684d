import styles from './logo.module.css';
import { ShopLink } from '../shop-link';

/** The shop's wordmark: a ball crossed by a lightning bolt, then the name. */
export function Logo() {
  return (
    <ShopLink to="/" className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="#111111" />
        <circle cx="20" cy="20" r="18" fill="none" stroke="#0b5cd5" strokeWidth="3" />
        <path d="M22.5 6 12 22.5h7L16.5 34 28 16.5h-7.2L22.5 6z" fill="#ffd400" />
      </svg>
      {/* The visible name is the link's name, so voice control users can say what they see. */}
      <span className={styles.word}>
        <span className={styles.top}>Tienda</span>
        <span className={styles.bottom}>Deportiva</span>
      </span>
    </ShopLink>
  );
}
