import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { freeShippingHeadline, freeShippingPromise } from '@shop/domain';
import type { ShopTerms } from '../../lib/shop-terms';
import { BagIcon, ChevronDownIcon, CloseIcon, MenuIcon, TruckIcon } from './icons';
import { ShopLink } from '../shop-link';
import { Logo } from './logo';
import { MegaMenuPanel, SizeFinder } from './mega-menu-panel';
import { megaMenuFor } from './mega-menus';
import { SearchBox } from './search-box';
import { useHoverIntent } from './use-hover-intent';
import { useCartCount } from './use-cart-count';
import styles from './site-header.module.css';

interface NavItem {
  label: string;
  to: string;
  /** Category of the hover menu, when the item has one. */
  menu?: string;
  /** Listed only in the mobile menu (SPEC.md section 2). */
  mobileOnly?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Catálogo', to: '/catalogo' },
  { label: 'Botines', to: '/category/botines', menu: 'Botines' },
  { label: 'Camisetas', to: '/category/camisetas', menu: 'Camisetas' },
  { label: 'Indumentaria', to: '/category/indumentaria', menu: 'Indumentaria' },
  { label: 'Zapatillas', to: '/category/zapatillas' },
  { label: 'Accesorios', to: '/category/accesorios', mobileOnly: true },
  { label: 'Promociones', to: '/catalogo?promociones=ss' },
  { label: 'Ayuda', to: '/ayuda' },
];

/** Phone widths without scripts: the menu's links in the page, not behind a dead button. */
const NO_SCRIPT_MENU = `@media (max-width: 666.98px) {
  button[aria-label="Abrir menú"] { display: none; }
  nav[aria-label="Menú móvil"] { display: block !important; position: static; max-height: none; }
}`;

/** SPEC.md section 1's black banner, with the discount the checkout gives ('15% de descuento…'). */
export function topBannerText(transferDiscountPercent: number): string {
  return `${transferDiscountPercent}% de descuento pagando de contado`;
}

/**
 * Banners, logo, navigation with hover menus, search and cart. `reduced` is the checkout's
 * header: no banners, navigation or search.
 */
export function SiteHeader({ terms, reduced = false }: { terms: ShopTerms; reduced?: boolean }) {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const menus = useHoverIntent();
  const closeMenus = menus.close;

  useEffect(() => {
    setMobileOpen(false);
    closeMenus();
  }, [location.key, closeMenus]);

  return (
    <header className={styles.header}>
      {!reduced && (
        <div className={styles.banners}>
          <p className={styles.blackBanner}>{topBannerText(terms.transferDiscountPercent)}</p>
          <p className={styles.shippingBanner}>
            <TruckIcon className={styles.truck} />
            <span>
              {freeShippingHeadline(terms)}
              {/* The rest of the promise ('; a domicilio +$2.350'), left out where it cannot fit. */}
              <span className={styles.bannerDetail}>
                {freeShippingPromise(terms).slice(freeShippingHeadline(terms).length)}
              </span>
            </span>
          </p>
        </div>
      )}
      <div className={styles.bar}>
        <div className={styles.barInner}>
          {!reduced && (
            <button
              type="button"
              className={styles.burger}
              aria-expanded={mobileOpen}
              aria-controls={mobileMenuId}
              aria-label={mobileOpen ? 'Cerrar menú' : 'Abrir menú'}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
          <Logo />
          {!reduced && <SearchBox className={styles.search} />}
          <CartLink />
        </div>
        {!reduced && (
          <noscript>
            {/* Without scripts the phone's menu button cannot open: its links show instead. */}
            <style>{NO_SCRIPT_MENU}</style>
          </noscript>
        )}
      </div>
      {!reduced && (
        <>
          <nav className={styles.nav} aria-label="Principal">
            <ul className={styles.navList}>
              {NAV_ITEMS.filter((item) => !item.mobileOnly).map((item) =>
                item.menu ? (
                  <MegaMenuItem
                    key={item.label}
                    item={item}
                    category={item.menu}
                    open={menus.open === item.menu}
                    menus={menus}
                  />
                ) : (
                  <li key={item.label} className={styles.navItem}>
                    <TopLink item={item} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <nav
            id={mobileMenuId}
            className={styles.mobileMenu}
            aria-label="Menú móvil"
            hidden={!mobileOpen}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMobileOpen(false);
            }}
          >
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <ShopLink
                    to={item.to}
                    className={styles.mobileLink}
                    onClick={() => setMobileOpen(false)}
                  >
                    {item.label}
                  </ShopLink>
                  {item.menu && (
                    <MobileSizeFinder
                      item={item}
                      category={item.menu}
                      onSearch={() => setMobileOpen(false)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </header>
  );
}

function TopLink({ item }: { item: NavItem }) {
  const location = useLocation();
  // "Promociones" and "Catálogo" share a path; only the query tells them apart.
  const current = `${location.pathname}${location.search}`;
  const isCurrent = item.to.includes('?') ? current === item.to : location.pathname === item.to;
  return (
    <ShopLink to={item.to} className={styles.navLink} aria-current={isCurrent ? 'page' : undefined}>
      {item.label}
    </ShopLink>
  );
}

/**
 * A nav item with a hover menu. The pointer opens it by hovering (with hover intent, see
 * useHoverIntent); the keyboard through the arrow button beside the link (disclosure pattern),
 * Escape closes it and focus leaving closes it.
 */
function MegaMenuItem({
  item,
  category,
  open,
  menus,
}: {
  item: NavItem;
  category: string;
  open: boolean;
  menus: ReturnType<typeof useHoverIntent>;
}) {
  const menu = megaMenuFor(category);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  if (!menu) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      menus.close();
      toggleRef.current?.focus();
    }
  }

  return (
    <li
      className={`${styles.navItem} ${open ? styles.navItemOpen : ''}`}
      onMouseEnter={() => menus.enter(category)}
      onMouseLeave={menus.leave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          menus.close();
        }
      }}
    >
      <TopLink item={item} />
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Opciones de ${item.label}`}
        onClick={() => menus.toggle(category)}
      >
        <ChevronDownIcon />
      </button>
      {/* Drawn on first open: every page would otherwise carry three hidden menus. */}
      <div id={panelId} className={styles.megaMenu} hidden={!open}>
        {open && <MegaMenuPanel menu={menu} onChoose={menus.close} />}
      </div>
    </li>
  );
}

/** The phone's way to the size search of the desktop mega-menus, drawn when opened. */
function MobileSizeFinder({
  item,
  category,
  onSearch,
}: {
  item: NavItem;
  category: string;
  onSearch: () => void;
}) {
  const menu = megaMenuFor(category);
  const [open, setOpen] = useState(false);
  if (!menu) return null;
  return (
    <details className={styles.mobileSizes} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{item.label}: busca según tu talle</summary>
      {open && <SizeFinder menu={menu} onSearch={onSearch} />}
    </details>
  );
}

function CartLink() {
  const count = useCartCount();
  const label =
    count === 0 ? 'Carrito, vacío' : `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}`;
  return (
    <ShopLink to="/carrito" className={styles.cart} aria-label={label}>
      <BagIcon className={styles.cartIcon} />
      <span className={styles.badge} hidden={count === 0} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </ShopLink>
  );
}
