import type { PromotionAnswer } from '@shop/domain';
import { promotionUpdateSchema } from '@shop/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { FormAlert } from '../../components/admin/form-alert';
import { RowEditButtons, useRowEditor } from '../../components/admin/inline-edit';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { PromotionForm } from './promotion-form';
import promoStyles from './promotions.module.css';
import { StatusBadge } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import {
  StaleWriteError,
  adminJson,
  adminSend,
  errorMessage,
  saveOrReload,
} from '../../lib/admin/api';
import { formatDay, promotionStatus } from '../../lib/admin/dates';
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

const draftOf = (p: PromotionAnswer) => ({
  title: p.title,
  description: p.description,
  endDate: p.endDate.slice(0, 10),
});

/** /promociones: the list of SPEC.md section 2 with inline edit, detail, delete, and the form. */
export function PromotionsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadPromotions>>;
}) {
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);
  const [shown, setShown] = useState<PromotionAnswer | null>(null);
  const rowEditor = useRowEditor(loaderData.promotions, {
    rowId: (p) => p.id,
    draftOf,
    schema: promotionUpdateSchema,
    toBody: (draft, promotion) => ({ ...draft, version: promotion.version }),
    url: (id) => `/api/promotion/${id}`,
  });
  const busy = rowEditor.saving || deleting;

  async function remove(promotion: PromotionAnswer) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setDeleting(true);
    rowEditor.setFailure(null);
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
      rowEditor.setFailure(
        error instanceof StaleWriteError
          ? errorMessage(error)
          : `${DELETE_FAILED} ${errorMessage(error)}`,
      );
    } finally {
      setDeleting(false);
    }
  }

  const cell = (p: PromotionAnswer, key: keyof ReturnType<typeof draftOf>, label: string) =>
    rowEditor.cellInput(key, {
      label: `${label} de ${p.title}`,
      type: key === 'endDate' ? 'date' : 'text',
      className: promoStyles.cellInput,
    });

  const columns: Column<PromotionAnswer>[] = [
    {
      header: 'Titulo',
      cell: (p) =>
        rowEditor.isEditing(p) ? cell(p, 'title', 'Título') : <strong>{p.title}</strong>,
    },
    {
      header: 'Descripción',
      cell: (p) =>
        rowEditor.isEditing(p) ? (
          cell(p, 'description', 'Descripción')
        ) : (
          <span className={promoStyles.description}>{p.description || 'Sin descripción'}</span>
        ),
    },
    { header: 'Tipo', cell: (p) => p.type },
    {
      header: 'Fecha de Expiración',
      cell: (p) =>
        rowEditor.isEditing(p) ? cell(p, 'endDate', 'Fecha de expiración') : formatDay(p.endDate),
    },
    {
      header: 'Status',
      cell: (p) => {
        const status = promotionStatus(p.endDate);
        return <StatusBadge tone={status === 'Activo' ? 'ok' : 'bad'}>{status}</StatusBadge>;
      },
    },
    { header: 'Veces Usado', numeric: true, cell: (p) => p.usageRecord.length },
    {
      header: 'Acciones',
      cell: (p) => (
        <span className={styles.actions}>
          <RowEditButtons
            editing={rowEditor.isEditing(p)}
            editLabel="Editar"
            saving={busy}
            locked={rowEditor.busyElsewhere}
            onEdit={() => rowEditor.edit(p)}
            onSave={rowEditor.save}
            onCancel={rowEditor.cancel}
          />
          <Button type="button" small onClick={() => setShown(p)}>
            Ver detalle
          </Button>
          <Button
            type="button"
            variant="danger"
            small
            disabled={busy}
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
        subtitle="2x1, 3x2 y Regalo. Activas hasta su fecha de expiración."
      >
        <a href="#agregar-promocion" className={buttonClass('primary')}>
          Agregar Promoción
        </a>
      </PageHeader>
      <FormAlert message={rowEditor.failure} onClose={() => rowEditor.setFailure(null)} />
      <AdminList
        rows={loaderData.promotions}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Promociones"
        noun={['promoción', 'promociones']}
        empty={EMPTY_PROMOTIONS}
        search={{
          label: 'Buscar promociones',
          texts: (p) => [p.title, p.description, p.type, ...p.categories],
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
        <PromotionForm onCreated={() => void revalidator.revalidate()} />
      </section>
      {shown ? <PromotionDetail promotion={shown} onClose={() => setShown(null)} /> : null}
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
          <dd>{promotion.type}</dd>
        </div>
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
