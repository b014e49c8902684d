import { promotionUpdateSchema } from '@shop/domain';
import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import {
  DataTable,
  Pager,
  SearchBox,
  usePagedRows,
  type Column,
} from '../../components/admin/data-table';
import { FormAlert } from '../../components/admin/form-alert';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { PromotionForm } from '../../components/admin/promotion-form';
import promoStyles from '../../components/admin/promotions.module.css';
import { AdminRouteError } from '../../components/admin/route-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import { adminJson, adminSend, errorMessage } from '../../lib/admin/api';
import { formatDay, promotionStatus } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import { matchesAll } from '../../lib/admin/search';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { Promotion } from '../../lib/admin/types';
import type { Route } from './+types/promotions';
import { scaledImage } from '../../lib/images';

export const meta: Route.MetaFunction = () => adminMeta('Promociones');

export async function clientLoader() {
  const { promotion } = await adminJson<{ promotion: Promotion[] }>('/api/promotion?all=1');
  return { promotions: promotion };
}

export const ErrorBoundary = AdminRouteError;

export const EMPTY_PROMOTIONS = 'No se encontraron Promociones.';
export const DELETE_CONFIRM = '¿Estás seguro de que deseas eliminar esta promoción?';
export const DELETED = 'Promoción eliminada exitosamente.';
export const DELETE_FAILED = 'Hubo un error al intentar eliminar la promoción.';

interface Draft {
  id: string;
  title: string;
  description: string;
  endDate: string;
}

/** /promociones: the list of SPEC.md section 2 with inline edit, detail, delete, and the form. */
export default function Promotions({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Promotion | null>(null);

  const original = draft && loaderData.promotions.find((p) => p.id === draft.id);
  useUnsavedChangesWarning(
    !!draft &&
      !!original &&
      (draft.title !== original.title ||
        draft.description !== original.description ||
        draft.endDate !== original.endDate.slice(0, 10)),
  );

  const rows = useMemo(
    () =>
      loaderData.promotions.filter((p) =>
        matchesAll([p.title, p.description, p.type, ...p.categories], query),
      ),
    [loaderData.promotions, query],
  );
  const { page, pages, pageRows, setPage } = usePagedRows(rows, query);

  async function save() {
    if (!draft) return;
    const body = { title: draft.title, description: draft.description, endDate: draft.endDate };
    const parsed = promotionUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setDraftErrors(errors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await adminJson(`/api/promotion/${draft.id}`, { method: 'PUT', body });
      setDraft(null);
      setDraftErrors({});
      showToast('Cambios guardados exitosamente', { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(promotion: Promotion) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setBusy(true);
    setFailure(null);
    try {
      await adminSend(`/api/promotion/${promotion.id}`, { method: 'DELETE' });
      showToast(DELETED, { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(`${DELETE_FAILED} ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const editing = (p: Promotion) => draft?.id === p.id;
  const cellInput = (key: 'title' | 'description' | 'endDate', label: string) => (
    <span className={styles.field}>
      <input
        className={`${styles.input} ${promoStyles.cellInput}`}
        aria-label={label}
        type={key === 'endDate' ? 'date' : 'text'}
        value={draft?.[key] ?? ''}
        aria-invalid={draftErrors[key] ? true : undefined}
        onChange={(event) => setDraft((d) => (d ? { ...d, [key]: event.target.value } : d))}
      />
      {draftErrors[key] ? <span className={styles.error}>{draftErrors[key]}</span> : null}
    </span>
  );

  const columns: Column<Promotion>[] = [
    {
      header: 'Titulo',
      cell: (p) =>
        editing(p) ? cellInput('title', `Título de ${p.title}`) : <strong>{p.title}</strong>,
    },
    {
      header: 'Descripción',
      cell: (p) =>
        editing(p) ? (
          cellInput('description', `Descripción de ${p.title}`)
        ) : (
          <span className={promoStyles.description}>{p.description || 'Sin descripción'}</span>
        ),
    },
    { header: 'Tipo', cell: (p) => p.type },
    {
      header: 'Fecha de Expiración',
      cell: (p) =>
        editing(p)
          ? cellInput('endDate', `Fecha de expiración de ${p.title}`)
          : formatDay(p.endDate),
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
          {editing(p) ? (
            <>
              <button
                type="button"
                className={`${styles.buttonPrimary} ${styles.small}`}
                disabled={busy}
                onClick={() => void save()}
              >
                Guardar
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.small}`}
                onClick={() => {
                  setDraft(null);
                  setDraftErrors({});
                }}
              >
                Cancelar
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${styles.button} ${styles.small}`}
              disabled={draft !== null}
              onClick={() => {
                setDraftErrors({});
                setDraft({
                  id: p.id,
                  title: p.title,
                  description: p.description,
                  endDate: p.endDate.slice(0, 10),
                });
              }}
            >
              Editar
            </button>
          )}
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            onClick={() => setShown(p)}
          >
            Ver detalle
          </button>
          <button
            type="button"
            className={`${styles.buttonDanger} ${styles.small}`}
            disabled={busy}
            onClick={() => void remove(p)}
          >
            Eliminar
          </button>
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
        <a href="#agregar-promocion" className={styles.buttonPrimary}>
          Agregar Promoción
        </a>
      </PageHeader>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <div className={styles.toolbar}>
        <SearchBox label="Buscar promociones" value={query} onChange={setQuery} />
        <span className={styles.count}>
          {rows.length === 1 ? '1 promoción' : `${rows.length} promociones`}
        </span>
      </div>
      <DataTable
        caption="Promociones"
        columns={columns}
        rows={pageRows}
        rowKey={(p) => p.id}
        empty={EMPTY_PROMOTIONS}
      />
      <Pager page={page} pages={pages} onChange={setPage} />
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

function PromotionDetail({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
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
