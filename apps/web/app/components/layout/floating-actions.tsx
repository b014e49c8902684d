import { useEffect, useRef, useState } from 'react';
import { ArrowUpIcon, BagIcon, ChatIcon } from './icons';
import { useCoversKeepClear } from './keep-clear';
import { useCartCount } from './use-cart-count';
import styles from './floating-actions.module.css';
import { ShopLink } from '../shop-link';

const SCROLL_TOP_AFTER_PX = 400;

/**
 * Floating buttons, bottom-right: go to the cart, back to the top, write on WhatsApp. They step
 * aside (hidden, not tappable) while they would sit on a price, a total or a button the shopper
 * needs (KEEP_CLEAR), as happens on a phone.
 */
export function FloatingActions({
  whatsappUrl,
  showCart = true,
}: {
  whatsappUrl: string;
  showCart?: boolean;
}) {
  const count = useCartCount();
  const [scrolled, setScrolled] = useState(false);
  const stack = useRef<HTMLElement>(null);
  const covers = useCoversKeepClear(stack);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function scrollToTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <aside
      ref={stack}
      className={`${styles.stack} ${covers ? styles.aside : ''}`}
      aria-label="Accesos rápidos"
    >
      {showCart && count > 0 && (
        <ShopLink to="/carrito" className={styles.cart}>
          <BagIcon className={styles.icon} />
          Ir al carrito
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        </ShopLink>
      )}
      {scrolled && (
        <button
          type="button"
          className={styles.round}
          aria-label="Volver arriba"
          onClick={scrollToTop}
        >
          <ArrowUpIcon className={styles.icon} />
        </button>
      )}
      <a
        href={whatsappUrl}
        className={`${styles.round} ${styles.whatsapp}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escribinos por WhatsApp"
      >
        <ChatIcon className={styles.chatIcon} />
      </a>
    </aside>
  );
}
