import { useCallback, useEffect, useState, type ComponentType, type FocusEvent } from 'react';
import { freeShippingPromise } from '@shop/domain';
import { useShopTerms, type ShopTerms } from '../../lib/shop-terms';
import { BootsArt, ShippingArt, ShirtsArt, TransferArt } from './hero-art';
import styles from './hero.module.css';
import { ShopLink } from '../shop-link';

/** SPEC.md section 9: the home banner rotates every 9000 ms through 4 slides. */
export const HERO_AUTOPLAY_MS = 9000;

export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  Art: ComponentType;
  tone: 'dark' | 'light';
}

/** The slides, their promises worded from the settings the checkout charges with. */
export const heroSlides = (terms: ShopTerms): HeroSlide[] => [
  {
    eyebrow: 'Nueva temporada',
    title: 'Botines que marcan la diferencia',
    text: 'Adidas, Nike y Puma para Futbol 5 y Futbol 11. Encontrá tu talle del 39 al 45.',
    cta: { label: 'Ver botines', to: '/category/botines' },
    Art: BootsArt,
    tone: 'dark',
  },
  {
    eyebrow: 'Temporada 24/25',
    title: 'Camisetas 24/25',
    text: 'Las camisetas de la temporada y los modelos retro que hicieron historia.',
    cta: { label: 'Ver camisetas', to: '/category/camisetas' },
    Art: ShirtsArt,
    tone: 'light',
  },
  {
    eyebrow: 'Pagá de contado',
    title: `${terms.transferDiscountPercent}% off pagando con transferencia`,
    text: 'El descuento se aplica solo al elegir transferencia bancaria en el checkout.',
    cta: { label: 'Ir al catálogo', to: '/catalogo' },
    Art: TransferArt,
    tone: 'dark',
  },
  {
    eyebrow: 'Correo Argentino',
    title: 'Envíos a todo el país',
    text: `${freeShippingPromise(terms)}. Retirá en sucursal o recibilo en tu casa.`,
    cta: { label: 'Cómo enviamos', to: '/envios' },
    Art: ShippingArt,
    tone: 'dark',
  },
];

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home banner. The first slide is in the server HTML (its heading is the page's largest
 * paint) and the box has a fixed aspect ratio, so nothing moves when the page hydrates.
 * Autoplay stops while the pointer or the keyboard focus is inside, and never starts for
 * shoppers who asked for reduced motion.
 */
export function Hero({ slides: givenSlides }: { slides?: HeroSlide[] }) {
  const terms = useShopTerms();
  const slides = givenSlides ?? heroSlides(terms);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  // The drawings of slides not shown yet are left out: four large SVGs cost the phone's first
  // seconds, and each is drawn the first time its slide comes up.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;

  useEffect(() => {
    setShown((seen) => (seen.has(active) ? seen : new Set(seen).add(active)));
  }, [active]);

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
  }, []);

  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setActive((current) => (current + 1) % count), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [active, paused, count]);

  const go = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription="carrusel"
      aria-label="Destacados"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-paused={paused ? 'true' : 'false'}
    >
      <div className={styles.viewport}>
        {slides.map((slide, index) => {
          const current = index === active;
          const { Art } = slide;
          return (
            <div
              key={slide.title}
              className={`${styles.slide} ${current ? styles.current : ''} ${slide.tone === 'light' ? styles.light : ''}`}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${count}: ${slide.title}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <div className={styles.art}>{(current || shown.has(index)) && <Art />}</div>
              <div className={styles.content}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <ShopLink to={slide.cta.to} className={styles.cta}>
                  {slide.cta.label}
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M5 12h12M13 6l6 6-6 6"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      fill="none"
                    />
                  </svg>
                </ShopLink>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(active - 1)}
            aria-label="Diapositiva anterior"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.title}
                type="button"
                className={styles.dot}
                onClick={() => go(index)}
                aria-label={`Ir a la diapositiva ${index + 1}: ${slide.title}`}
                aria-current={index === active ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(active + 1)}
            aria-label="Diapositiva siguiente"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
