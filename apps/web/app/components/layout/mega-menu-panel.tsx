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
      <LinkColumn
        heading="Marcas"
        onChoose={choose}
        links={menu.brands.map((link) => ({
          label: link.label,
          choice: { category: menu.category, brand: link.brand },
          className: link.brand ? styles.link : styles.allLink,
        }))}
      />
      <LinkColumn
        heading="Para"
        onChoose={choose}
        links={menu.uses.map((link) => ({
          label: link.label,
          choice: { category: menu.category, subcategory: link.subcategory },
          className: styles.link,
        }))}
      />
      <SizeFinder menu={menu} onSearch={(size) => choose({ category: menu.category, size })} />
    </div>
  );
}

/** One column of the panel: a heading over links that open the catalogue filtered. */
function LinkColumn({
  heading,
  links,
  onChoose,
}: {
  heading: string;
  links: { label: string; choice: CatalogueChoice; className: string | undefined }[];
  onChoose: (choice: CatalogueChoice) => void;
}) {
  return (
    <div>
      <p className={styles.heading}>{heading}</p>
      <ul className={styles.links}>
        {links.map(({ label, choice, className }) => (
          <li key={label}>
            <ShopLink
              to={catalogueHref(choice)}
              className={className}
              onClick={() => onChoose(choice)}
            >
              {label}
            </ShopLink>
          </li>
        ))}
      </ul>
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
    <div>
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
