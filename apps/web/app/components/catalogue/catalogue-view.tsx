import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useShopRestored, useShopStore } from '../../store/shop-store';
import { ProductCard } from '../product-card';
import {
  sortOptionsFor,
  appliedChips,
  catalogueHeading,
  catalogueSearch,
  clearFilters,
  parseCatalogueQuery,
  storeSelections,
  toggleFilter,
  withMore,
  withSort,
  type CatalogueQuery,
  type FilterParam,
} from './catalogue-query';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { CatalogueData } from './load-catalogue';
import { PromotionList } from './promotion-list';
import { EMPTY_RESULT_TEXT, RelaxedSearchNotice, SearchRescueView } from './search-rescue';
import styles from './catalogue-view.module.css';
import buttons from './catalogue-buttons.module.css';

const FILTER_FORM = 'catalogue-filter-form';

/**
 * Without scripts: controls marked data-needs-scripts (the drawer's buttons) are hidden, and below
 * 768 px the filter panel shows in the page instead of a drawer that cannot open.
 */
const NO_SCRIPT_PANEL = `[data-needs-scripts] { display: none !important; }
@media (max-width: 767px) {
  #catalogue-filters { position: static; transform: none; visibility: visible; width: auto; box-shadow: none; padding: 0; }
}`;

/**
 * Saves the catalogue's choices in the shop store, drawing nothing: when the saved store comes
 * back after hydration only this re-renders, not the product grid.
 */
function SavedSelections({ query }: { query: CatalogueQuery }) {
  const selectionKey = JSON.stringify(storeSelections(query));
  // Only once the saved store is back: a write before would save an empty cart over the shopper's.
  const restored = useShopRestored();
  useEffect(() => {
    if (restored) useShopStore.getState().setFilters(JSON.parse(selectionKey));
  }, [restored, selectionKey]);
  return null;
}

/**
 * The catalogue of /catalogo and /category/{slug}: sort, filters, applied-filter chips, product
 * grid and 'Cargar más'. The URL holds every choice; the loader has already read it.
 */
export function CatalogueView({
  data,
  fixedCategory,
}: {
  data: CatalogueData;
  fixedCategory?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The choice just made, until the loader answers for it (a new `data.query` ends it).
  const [chosen, setChosen] = useState<{ on: CatalogueQuery; query: CatalogueQuery } | null>(null);

  // While the next URL loads, the controls already show what was chosen.
  const pendingLocation = navigation.location;
  const query =
    chosen && chosen.on === data.query
      ? chosen.query
      : pendingLocation && pendingLocation.pathname === location.pathname
        ? parseCatalogueQuery(new URLSearchParams(pendingLocation.search), fixedCategory)
        : data.query;

  // A filter or sort chosen far down the page: its results (or the 'no match' line) start above
  // the screen once they arrive, so they are brought into view (issue 42 item 9).
  const results = useRef<HTMLDivElement>(null);
  const refiltered = useRef(false);
  useEffect(() => {
    if (!refiltered.current) return;
    refiltered.current = false;
    const top = results.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) results.current?.scrollIntoView({ block: 'start' });
  }, [data]);

  const go = (next: CatalogueQuery) => {
    refiltered.current = true;
    setChosen({ on: data.query, query: next });
    return navigate(
      { pathname: location.pathname, search: catalogueSearch(next, fixedCategory) },
      { preventScrollReset: true },
    );
  };

  const heading = catalogueHeading(data.query, fixedCategory);
  const sortOptions = sortOptionsFor(query.search);
  const shown = data.query.promotions
    ? Math.min(data.query.limit, data.total)
    : data.products.length;
  const hasMore = shown < data.total;
  const moreLink = {
    pathname: location.pathname,
    search: catalogueSearch(withMore(data.query), fixedCategory),
  };

  if (data.query.promotions) {
    return (
      <section className={styles.page} aria-labelledby="catalogue-heading">
        <header className={styles.header}>
          <h1 id="catalogue-heading" className={styles.heading}>
            {heading}
          </h1>
        </header>
        <SavedSelections query={data.query} />
        <PromotionList promotions={data.promotions.slice(0, shown)} />
        {hasMore && (
          <div className={styles.more}>
            <Link to={moreLink} preventScrollReset className={buttons.moreButton}>
              Cargar más
            </Link>
          </div>
        )}
      </section>
    );
  }

  const onToggle = (name: FilterParam, value: string) => go(toggleFilter(query, name, value));
  const onClear = () => go(clearFilters(query, fixedCategory));
  const chips = appliedChips(query, fixedCategory);
  const busy = navigation.state === 'loading' && pendingLocation?.pathname === location.pathname;

  return (
    <section className={styles.page} aria-labelledby="catalogue-heading">
      <SavedSelections query={data.query} />
      <header className={styles.header}>
        <h1 id="catalogue-heading" className={styles.heading}>
          {heading}
        </h1>
        <div className={styles.tools}>
          <button
            type="button"
            data-needs-scripts
            className={styles.filterButton}
            aria-expanded={drawerOpen}
            aria-controls="catalogue-filters"
            onClick={() => setDrawerOpen(true)}
          >
            Filtrar{chips.length > 0 ? ` (${chips.length})` : ''}
          </button>
          <label className={styles.sort}>
            <span className={styles.sortText}>Ordenar por</span>
            <select
              name="sort"
              form={FILTER_FORM}
              value={query.sort}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const chosen = sortOptions.find((option) => option.value === value);
                if (chosen) go(withSort(query, chosen.value));
              }}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" form={FILTER_FORM} className={buttons.secondaryButton}>
              Ordenar
            </button>
            {/* Without scripts the phone's drawer cannot open: the panel shows in the page. */}
            <style>{NO_SCRIPT_PANEL}</style>
          </noscript>
        </div>
      </header>

      <div className={styles.layout}>
        <FilterPanel
          id="catalogue-filters"
          formId={FILTER_FORM}
          clearHref={`${location.pathname}${catalogueSearch(clearFilters(query, fixedCategory), fixedCategory)}`}
          query={query}
          fixedCategory={fixedCategory}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onToggle={onToggle}
          onClear={onClear}
          total={data.total}
        />
        <div className={styles.results} aria-busy={busy} ref={results}>
          <FilterChips chips={chips} onRemove={onToggle} onClear={onClear} />
          {data.products.length === 0 && data.searchRescue ? (
            <SearchRescueView rescue={data.searchRescue} />
          ) : data.products.length === 0 ? (
            <p className={styles.empty}>{EMPTY_RESULT_TEXT}</p>
          ) : (
            <>
              {data.relaxed && <RelaxedSearchNotice relaxed={data.relaxed} />}
              {/* Product cards title themselves with h3; on a phone the filters' h2 is hidden. */}
              <h2 className="visually-hidden">Productos</h2>
              <ul className={styles.grid}>
                {data.products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} priority={index < 4} />
                  </li>
                ))}
              </ul>
              <div className={styles.more}>
                <p className={styles.count} aria-live="polite">
                  Mostrando {data.products.length} de {data.total} productos
                </p>
                {hasMore && (
                  <Link to={moreLink} preventScrollReset className={buttons.moreButton}>
                    Cargar más
                  </Link>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
