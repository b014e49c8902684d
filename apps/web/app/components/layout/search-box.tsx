import {
  relaxedSearchNotice,
  type LiveSearchAnswer,
  type ProductAnswer,
  type RelaxedSearchAnswer,
} from '@shop/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

const DEBOUNCE_MS = 200;
const RESULT_LIMIT = 8;

type Results =
  | { state: 'idle' }
  | { state: 'loading' }
  | {
      state: 'done';
      items: ProductAnswer[];
      suggestion: string | null;
      relaxed: RelaxedSearchAnswer | undefined;
    }
  | { state: 'failed' };

/** One object, so resetting an idle box (on every page load) is not a re-render. */
const IDLE: Results = { state: 'idle' };

/**
 * Header search: while the shopper types, a panel lists the best matches (GET /api/search: any
 * word order, singular or plural, accents, typos, synonyms, sizes, price words; when not every
 * word matches, the best for those that do, saying so), or '¿Quisiste decir …?' when nothing
 * matches and a close correction does; a result opens the product, the button or Enter opens /catalogo?search=.
 * Any navigation empties and closes it.
 */
export function SearchBox({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results>(IDLE);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-results`;
  const rootRef = useRef<HTMLFormElement>(null);
  const query = text.trim();

  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useRef(false);

  useEffect(() => {
    // Words typed while the page was still coming alive (a slow phone) are searched, not lost.
    if (!hydrated.current) {
      hydrated.current = true;
      const typed = inputRef.current?.value ?? '';
      if (typed !== '') {
        setText(typed);
        setOpen(document.activeElement === inputRef.current);
      }
      return;
    }
    setText('');
    setOpen(false);
    setResults(IDLE);
  }, [location.key]);

  useEffect(() => {
    if (query === '') {
      setResults(IDLE);
      return;
    }
    setResults({ state: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?limit=${RESULT_LIMIT}&q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      })
        .then((response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          return response.json() as Promise<LiveSearchAnswer>;
        })
        .then((found) => {
          setResults({
            state: 'done',
            items: found.items,
            suggestion: found.suggestion,
            relaxed: found.relaxed,
          });
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults({ state: 'failed' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const items = results.state === 'done' ? results.items : [];
  const expanded = open && query !== '';

  function openProduct(product: ProductAnswer) {
    void navigate(`/producto/${product.slug}`, { state: { product } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = active >= 0 ? items[active] : undefined;
    if (chosen) {
      openProduct(chosen);
      return;
    }
    void navigate(query ? `/catalogo?search=${encodeURIComponent(query)}` : '/catalogo');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (!expanded || items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action="/catalogo"
      method="get"
      className={`${styles.search} ${className ?? ''}`}
      onSubmit={submit}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Buscar productos
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="search"
        placeholder="Buscar botines, camisetas…"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.button} aria-label="Buscar">
        <SearchIcon className={styles.icon} />
      </button>
      <div id={listId} className={styles.panel} hidden={!expanded}>
        {results.state === 'loading' && <p className={styles.note}>Buscando…</p>}
        {results.state === 'failed' && (
          <p className={styles.note}>No pudimos buscar ahora. Probá de nuevo.</p>
        )}
        {results.state === 'done' && items.length === 0 && (
          <p className={styles.note}>No encontramos productos para “{query}”.</p>
        )}
        {results.state === 'done' && results.relaxed && items.length > 0 && (
          <p className={styles.note}>{relaxedSearchNotice(results.relaxed)}.</p>
        )}
        {results.state === 'done' && results.suggestion && (
          <p className={styles.note}>
            ¿Quisiste decir{' '}
            <button
              type="button"
              className={styles.suggestion}
              onClick={() => setText(results.suggestion ?? '')}
            >
              {results.suggestion}
            </button>
            ?
          </p>
        )}
        {items.length > 0 && (
          <ul role="listbox" aria-label="Resultados de la búsqueda" className={styles.list}>
            {items.map((product, index) => {
              const image = product.variants[0]?.imgUrl[0];
              return (
                <li
                  key={product.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => openProduct(product)}
                >
                  <span className={styles.thumb}>
                    {image && <ProductImage src={image} alt="" size={48} sizes="48px" />}
                  </span>
                  <span className={styles.name}>{product.productName}</span>
                  <span className={styles.price}>{formatPrice(product.price)}</span>
                </li>
              );
            })}
          </ul>
        )}
        {results.state === 'done' && items.length > 0 && (
          <button type="submit" className={styles.all}>
            Ver todos los resultados para “{query}”
          </button>
        )}
      </div>
    </form>
  );
}
