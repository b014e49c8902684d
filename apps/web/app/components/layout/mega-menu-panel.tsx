import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShopLink } from '../shop-link';
import { catalogueHref, selectCatalogueFilters, type CatalogueChoice } from './catalogue-links';
import type { MegaMenu } from './mega-menus';
import styles from './mega-menu-panel.module.css';

/** The content of one hover menu: brands, 'Para' subtypes and the size finder. */
export function MegaMenuPanel({ menu, onChoose }: { menu: MegaMenu; onChoose?: () => void }) {
  function choose(choice: CatalogueChoice) {
    selectCatalogueFilters(choice);
    onChoose?.();
  }
  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <p className={styles.heading}>Marcas</p>
        <ul className={styles.links}>
          {menu.brands.map((link) => {
            const choice = { category: menu.category, brand: link.brand };
            return (
              <li key={link.label}>
                <ShopLink
                  to={catalogueHref(choice)}
                  className={link.brand ? styles.link : styles.allLink}
                  onClick={() => choose(choice)}
                >
                  {link.label}
                </ShopLink>
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.column}>
        <p className={styles.heading}>Para</p>
        <ul className={styles.links}>
          {menu.uses.map((link) => {
            const choice = { category: menu.category, subcategory: link.subcategory };
            return (
              <li key={link.label}>
                <ShopLink
                  to={catalogueHref(choice)}
                  className={styles.link}
                  onClick={() => choose(choice)}
                >
                  {link.label}
                </ShopLink>
              </li>
            );
          })}
        </ul>
      </div>
      <SizeFinder menu={menu} onSearch={(size) => choose({ category: menu.category, size })} />
    </div>
  );
}

/**
 * 'Busca según tu talle': a 5-column size grid; Buscar opens the catalogue with the category and
 * the chosen size, and does nothing while no size is chosen (SPEC.md section 2).
 */
export function SizeFinder({
  menu,
  onSearch,
}: {
  menu: MegaMenu;
  onSearch?: (size: string) => void;
}) {
  const [size, setSize] = useState<string | null>(null);
  const navigate = useNavigate();
  const titleId = useId();
  function search() {
    if (size === null) return;
    onSearch?.(size);
    void navigate(catalogueHref({ category: menu.category, size }));
  }
  return (
    <div className={styles.sizes}>
      <p id={titleId} className={styles.heading}>
        Busca según tu talle
      </p>
      <div className={styles.grid} role="group" aria-labelledby={titleId}>
        {menu.sizes.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.size}
            aria-pressed={size === option}
            onClick={() => setSize(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <button type="button" className={styles.search} onClick={search}>
        Buscar
      </button>
    </div>
  );
}
