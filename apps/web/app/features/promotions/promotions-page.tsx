import type { PromotionAnswer, PromotionState } from '@shop/domain';
import { PERCENT_OFF_TYPE, promotionState } from '@shop/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { FormAlert } from '../../components/admin/form-alert';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { PromotionForm } from './promotion-form';
import promoStyles from './promotions.module.css';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import {
  StaleWriteError,
  adminJson,
  adminSend,
  errorMessage,
  saveOrReload,
} from '../../lib/admin/api';
import { formatDay, shopToday } from '../../lib/admin/dates';
import { scaledImage } from '../../lib/images';
import { Button, buttonClass } from '../../components/ui/button';

export async function loadPromotions() {
  const { promotion } = await adminJson<{ promotion: PromotionAnswer[] }>('/api/promotion?all=1');
  return { promotions: promotion };
}

export const EMPTY_PROMOTIONS = 'No se encontraron Promociones.';
export const DELETE_CONFIRM = '¿Estás seguro de que deseas eliminar esta promoción?';
export const DELETED = 'Promoción eliminada exitosamente.';
export const DELETE_FAILED = 'Hubo un error al intentar eliminar la promoción.';

const STATE_TONES: Record<PromotionState, BadgeTone> = {
  Activo: 'ok',
  Programado: 'info',
  'No Activo': 'bad',
  Desactivado: 'neutral',
};

/** "% OFF" with its percentage: '% OFF · 20%'. */
const kindOf = (p: PromotionAnswer) =>
  p.type === PERCENT_OFF_TYPE && p.percentOff !== null ? `${p.percentOff}% OFF` : p.type;

/**
 * /promociones: the list of SPEC.md section 2, each flagged Activo, Programado (starts later),
 * No Activo (SPEC's word for ended) or Desactivado, with its detail, delete, and the one form to add or edit (issue 45).
 */
export function PromotionsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadPromotions>>;
}) {
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<PromotionAnswer | null>(null);
  const [editing, setEditing] = useState<PromotionAnswer | null>(null);
  const today = shopToday();

  async function remove(promotion: PromotionAnswer) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setDeleting(true);
    setFailure(null);
    try {
      await saveOrReload(
        () =>
          adminSend(`/api/promotion/${promotion.id}`, {
            method: 'DELETE',
            body: { version: promotion.version },
          }),
        () => revalidator.revalidate(),
      );
      showToast(DELETED, { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      // A stale list: the promotion changed since; the list shows it as it is now.
      setFailure(
        error instanceof StaleWriteError
          ? errorMessage(error)
          : `${DELETE_FAILED} ${errorMessage(error)}`,
      );
    } finally {
      setDeleting(false);
    }
  }

  const columns: Column<PromotionAnswer>[] = [
    { header: 'Titulo', cell: (p) => <strong>{p.title}</strong> },
    {
      header: 'Descripción',
      cell: (p) => (
        <span className={promoStyles.description}>{p.description || 'Sin descripción'}</span>
      ),
    },
    { header: 'Tipo', cell: (p) => <span className={promoStyles.kind}>{kindOf(p)}</span> },
    {
      header: 'Fecha de Expiración',
      cell: (p) => (
        <>
          {formatDay(p.endDate)}
          {/* A later start is what makes it Programado: shown under the end, not in a column. */}
          {p.startDate ? (
            <span className={`${styles.muted} ${promoStyles.start}`}>
              desde {formatDay(p.startDate)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (p) => {
        const state = promotionState(p, today);
        return <StatusBadge tone={STATE_TONES[state]}>{state}</StatusBadge>;
      },
    },
    { header: 'Veces Usado', numeric: true, cell: (p) => p.usageRecord.length },
    {
      header: 'Acciones',
      cell: (p) => (
        <span className={styles.actions}>
          <Button type="button" small disabled={deleting} onClick={() => setEditing(p)}>
            Editar
          </Button>
          <Button type="button" small onClick={() => setShown(p)}>
            Ver detalle
          </Button>
          <Button
            type="button"
            variant="danger"
            small
            disabled={deleting}
            onClick={() => void remove(p)}
          >
            Eliminar
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Promociones"
        subtitle="2x1, 3x2, Regalo y % OFF. Se ven desde su fecha de inicio hasta la de expiración."
      >
        <a href="#agregar-promocion" className={buttonClass('primary')}>
          Agregar Promoción
        </a>
      </PageHeader>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <AdminList
        rows={loaderData.promotions}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Promociones"
        noun={['promoción', 'promociones']}
        empty={EMPTY_PROMOTIONS}
        search={{
          label: 'Buscar promociones',
          texts: (p) => [p.title, p.description, p.type, promotionState(p, today), ...p.categories],
        }}
      />
      <section
        id="agregar-promocion"
        className={`${styles.card} ${styles.sectionGap}`}
        aria-labelledby="agregar-promocion-titulo"
      >
        <h2 id="agregar-promocion-titulo" className={styles.cardTitle}>
          Agregar Promoción
        </h2>
        <PromotionForm onSaved={() => void revalidator.revalidate()} />
      </section>
      {shown ? <PromotionDetail promotion={shown} onClose={() => setShown(null)} /> : null}
      {editing ? (
        <Modal title={`Editar ${editing.title}`} onClose={() => setEditing(null)}>
          <PromotionForm
            promotion={editing}
            onSaved={() => {
              setEditing(null);
              void revalidator.revalidate();
            }}
          />
        </Modal>
      ) : null}
    </>
  );
}

function PromotionDetail({
  promotion,
  onClose,
}: {
  promotion: PromotionAnswer;
  onClose: () => void;
}) {
  return (
    <Modal title={promotion.title} onClose={onClose}>
      {promotion.img ? (
        <img
          className={promoStyles.detailImage}
          src={scaledImage(promotion.img, 600)}
          alt={promotion.title}
        />
      ) : null}
      <p>{promotion.description || 'Sin descripción'}</p>
      <dl className={styles.details}>
        <div>
          <dt>Tipo</dt>
          <dd>{kindOf(promotion)}</dd>
        </div>
        {promotion.startDate ? (
          <div>
            <dt>Fecha de inicio</dt>
            <dd>{formatDay(promotion.startDate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Fecha de Expiración</dt>
          <dd>{formatDay(promotion.endDate)}</dd>
        </div>
        <div>
          <dt>Veces Usado</dt>
          <dd>{promotion.usageRecord.length}</dd>
        </div>
        <div>
          <dt>Categorías</dt>
          <dd>{promotion.categories.join(', ')}</dd>
        </div>
        {promotion.subcategories.length > 0 ? (
          <div>
            <dt>Subcategorías</dt>
            <dd>{promotion.subcategories.join(', ')}</dd>
          </div>
        ) : null}
        {promotion.brands.length > 0 ? (
          <div>
            <dt>Marcas</dt>
            <dd>{promotion.brands.join(', ')}</dd>
          </div>
        ) : null}
        {promotion.giftCategories.length > 0 ? (
          <div>
            <dt>Categorías de regalo</dt>
            <dd>{promotion.giftCategories.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}
