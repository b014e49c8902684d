import {
  compositionAlert,
  formatARS,
  composePromotionLine,
  newSelection,
  offersGift,
  pickAlert,
  pricePromotion,
  withVariant,
  type CandidateProduct,
  type ComposablePromotion,
  type PromotionSelection,
} from '@shop/domain';
import { useRef, useState } from 'react';
import { useShopStore } from '../../store/shop-store';
import { pushDataLayer } from '../product/data-layer';
import { showToast } from '../toasts';
import { PromotionSearch } from './promotion-search';
import { Button } from '../ui/button';
import { SelectedProduct } from './selected-product';
import styles from './promotion.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';

export const ADDED_TEXT = 'Añadiste al carrito un producto';

/** Which selected products are free, by key, and what the bundle costs so far. */
function pricing(type: string, selection: readonly PromotionSelection[]) {
  const priced = pricePromotion(
    type,
    selection.map((s) => ({ key: s.key, price: s.product.price, gift: s.gift })),
  );
  return {
    free: new Set(priced.picks.filter((p) => p.free).map((p) => p.key)),
    priceCents: priced.priceCents,
    discountCents: priced.discountCents,
  };
}

/**
 * Composing a bundle (SPEC.md sections 4 and 5): search, pick, choose variant and size, then
 * 'Agregar al Carrito'. State lives here only, so leaving the page clears it.
 */
export function PromotionComposer({
  promotion,
  candidates,
  giftCandidates,
}: {
  promotion: ComposablePromotion;
  candidates: readonly CandidateProduct[];
  giftCandidates: readonly CandidateProduct[];
}) {
  const [selection, setSelection] = useState<PromotionSelection[]>([]);
  const [query, setQuery] = useState('');
  const [giftQuery, setGiftQuery] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const nextKey = useRef(1);
  const takesGift = offersGift(promotion.type);

  const pick = (product: CandidateProduct, gift: boolean) => {
    setQuery('');
    setGiftQuery('');
    const refused = pickAlert(promotion.type, selection, gift);
    setAlert(refused);
    if (refused) return;
    setSelection([...selection, newSelection(`pick-${nextKey.current++}`, product, gift)]);
  };

  const change = (key: string, update: (s: PromotionSelection) => PromotionSelection) => {
    setAlert(null);
    setSelection((current) => current.map((s) => (s.key === key ? update(s) : s)));
  };

  const addToCart = () => {
    const refused = compositionAlert(promotion.type, selection);
    setAlert(refused);
    if (refused) return;
    const line = composePromotionLine(promotion, selection);
    useShopStore.getState().addPromotionToCart(line);
    setSelection([]);
    showToast(ADDED_TEXT, { type: 'success' });
    pushDataLayer({
      event: 'AddToCart',
      content_ids: line.products.map((p) => p.id),
      content_name: promotion.title,
      content_type: 'product',
      value: line.price,
      currency: 'ARS',
      quantity: line.products.length,
    });
  };

  const { free, priceCents, discountCents } = pricing(promotion.type, selection);
  return (
    <div className={styles.composer}>
      <PromotionSearch
        label="Buscar productos promocionales"
        candidates={candidates}
        query={query}
        onQueryChange={setQuery}
        onSelect={(product) => pick(product, false)}
      />
      {takesGift && (
        <PromotionSearch
          label="Buscar productos de regalo"
          candidates={giftCandidates}
          query={giftQuery}
          onQueryChange={setGiftQuery}
          onSelect={(product) => pick(product, true)}
        />
      )}
      {selection.length > 0 && (
        <ul className={styles.selection} aria-label="Productos seleccionados">
          {selection.map((s) => (
            <SelectedProduct
              key={s.key}
              selection={s}
              free={free.has(s.key)}
              onVariant={(variantId) => change(s.key, (current) => withVariant(current, variantId))}
              onSize={(size) => change(s.key, (current) => ({ ...current, size }))}
              onRemove={() => {
                setAlert(null);
                setSelection((current) => current.filter((other) => other.key !== s.key));
              }}
            />
          ))}
        </ul>
      )}
      {selection.length > 0 && (
        <dl className={styles.bundleTotals} {...KEEP_CLEAR}>
          <dt>Total de la promoción</dt>
          <dd>{formatARS(priceCents)}</dd>
          {discountCents > 0 && (
            <>
              <dt>Ahorrás</dt>
              <dd className={styles.saved}>{formatARS(discountCents)}</dd>
            </>
          )}
        </dl>
      )}
      <p className={styles.alert} role="alert">
        {alert ?? ''}
      </p>
      <Button
        type="button"
        variant="ink"
        className={styles.addButton}
        onClick={addToCart}
        {...KEEP_CLEAR}
      >
        Agregar al Carrito
      </Button>
    </div>
  );
}
