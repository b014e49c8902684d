import { promotionState, type PromotionAnswer } from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import adminStyles from '../../components/admin/admin.module.css';
import { FormAlert } from '../../components/admin/form-alert';
import { Modal } from '../../components/admin/modal';
import { Button } from '../../components/ui/button';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { shopToday } from '../../lib/admin/dates';

/** Promotions a product can be added to: running or scheduled (an ended one covers nothing). */
export function promotionsToAddTo(promotions: readonly PromotionAnswer[], today: string) {
  return promotions
    .map((p) => ({ promotion: p, state: promotionState(p, today) }))
    .filter(({ state }) => state === 'Activo' || state === 'Programado');
}

/**
 * 'Agregar a promoción…' of the products list: the owner picks a running or scheduled promotion;
 * the products list runs the bulk action and shows its report per product.
 */
export function AddToPromotionDialog({
  count,
  busy,
  onPick,
  onClose,
}: {
  count: number;
  busy: boolean;
  onPick: (promotionId: string) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState<ReturnType<typeof promotionsToAddTo> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState('');

  useEffect(() => {
    let live = true;
    adminJson<{ promotion: PromotionAnswer[] }>('/api/promotion?all=1')
      .then((answer) => {
        if (live) setChoices(promotionsToAddTo(answer.promotion, shopToday()));
      })
      .catch((caught: unknown) => {
        if (live) setError(errorMessage(caught));
      });
    return () => {
      live = false;
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked) onPick(picked);
  }

  const products = count === 1 ? '1 producto' : `${count} productos`;
  return (
    <Modal title="Agregar a promoción" onClose={onClose}>
      <FormAlert message={error} onClose={() => setError(null)} />
      {choices === null && !error ? <p>Cargando promociones…</p> : null}
      {choices?.length === 0 ? (
        <p>No hay promociones vigentes ni programadas. Creá una en Promociones.</p>
      ) : null}
      {choices?.length ? (
        <form onSubmit={submit} aria-label="Elegir promoción">
          <label className={adminStyles.field}>
            <span className={adminStyles.label}>Promoción</span>
            <select
              className={adminStyles.select}
              value={picked}
              required
              onChange={(event) => setPicked(event.target.value)}
            >
              <option value="">Elegí una promoción</option>
              {choices.map(({ promotion, state }) => (
                <option key={promotion.id} value={promotion.id}>
                  {promotion.title} ({promotion.type}
                  {state === 'Programado'
                    ? `, desde el ${(promotion.startDate ?? '').split('-').reverse().join('/')}`
                    : ''}
                  )
                </option>
              ))}
            </select>
          </label>
          <p>
            Se suman {products} a la promoción, además de sus categorías. Se quitan desde el
            formulario de la promoción.
          </p>
          <Button type="submit" variant="primary" disabled={busy || !picked}>
            Agregar {products}
          </Button>
        </form>
      ) : null}
    </Modal>
  );
}
