import styles from './content.module.css';
import { ShopLink } from '../shop-link';

export interface Crumb {
  label: string;
  to?: string;
}

/** "Inicio / Encargo": the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Migas de pan" className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={item.label}>
            {item.to && index < items.length - 1 ? (
              <ShopLink to={item.to}>{item.label}</ShopLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
