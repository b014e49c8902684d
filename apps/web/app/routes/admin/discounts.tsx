import { couponUpdateSchema } from '@shop/domain';
import { useMemo, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { CouponForm } from '../../components/admin/coupon-form';
import {
  DataTable,
  Pager,
  SearchBox,
  usePagedRows,
  type Column,
} from '../../components/admin/data-table';
import { FormAlert } from '../../components/admin/form-alert';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { showToast } from '../../components/toasts';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { numberValue } from '../../lib/admin/form-resolver';
import { adminMeta } from '../../lib/admin/meta';
import { matchesAll } from '../../lib/admin/search';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { Coupon } from '../../lib/admin/types';
import type { Route } from './+types/discounts';

export const meta: Route.MetaFunction = () => adminMeta('Cupones de descuento');

export async function clientLoader() {
  const { discounts } = await adminJson<{ discounts: Coupon[] }>('/api/discounts');
  return { coupons: discounts };
}

export const ErrorBoundary = AdminRouteError;

export const EMPTY_COUPONS = 'No se encontraron cupones de descuento.';

interface Draft {
  code: string;
  description: string;
  percentage: string;
  remainingUses: string;
}

/** /discounts: the coupon list with inline Modificar/Guardar, and the add-coupon form below. */
export default function Discounts({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const original = draft && loaderData.coupons.find((c) => c.code === draft.code);
  const dirty =
    !!draft &&
    !!original &&
    (draft.description !== original.description ||
      draft.percentage !== String(original.percentage) ||
      draft.remainingUses !== String(original.remainingUses));
  useUnsavedChangesWarning(dirty);

  const rows = useMemo(
    () => loaderData.coupons.filter((c) => matchesAll([c.code, c.description], query)),
    [loaderData.coupons, query],
  );
  const { page, pages, pageRows, setPage } = usePagedRows(rows, query);

  const edit = (coupon: Coupon) => {
    setFailure(null);
    setDraftErrors({});
    setDraft({
      code: coupon.code,
      description: coupon.description,
      percentage: String(coupon.percentage),
      remainingUses: String(coupon.remainingUses),
    });
  };

  async function save() {
    if (!draft) return;
    const body = {
      description: draft.description,
      percentage: numberValue(draft.percentage),
      remainingUses: numberValue(draft.remainingUses),
    };
    const parsed = couponUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setDraftErrors(errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await adminJson(`/api/discounts/${encodeURIComponent(draft.code)}`, { method: 'PUT', body });
      setDraft(null);
      setDraftErrors({});
      showToast('Cambios guardados exitosamente', { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const editing = (coupon: Coupon) => draft?.code === coupon.code;
  const input = (key: keyof Omit<Draft, 'code'>, label: string, type: 'text' | 'number') => (
    <span className={styles.field}>
      <input
        className={`${styles.input} ${styles.small}`}
        aria-label={label}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={draft?.[key] ?? ''}
        aria-invalid={draftErrors[key] ? true : undefined}
        onChange={(event) => setDraft((d) => (d ? { ...d, [key]: event.target.value } : d))}
      />
      {draftErrors[key] ? <span className={styles.error}>{draftErrors[key]}</span> : null}
    </span>
  );

  const columns: Column<Coupon>[] = [
    { header: 'Código', cell: (c) => <strong>{c.code}</strong> },
    {
      header: 'Descripción',
      cell: (c) =>
        editing(c)
          ? input('description', `Descripción de ${c.code}`, 'text')
          : c.description || '—',
    },
    {
      header: 'Porcentaje',
      numeric: true,
      cell: (c) =>
        editing(c) ? input('percentage', `Porcentaje de ${c.code}`, 'number') : `${c.percentage}%`,
    },
    {
      header: 'Usos restantes',
      numeric: true,
      cell: (c) =>
        editing(c)
          ? input('remainingUses', `Usos restantes de ${c.code}`, 'number')
          : c.remainingUses,
    },
    { header: 'Veces usado', numeric: true, cell: (c) => c.usageRecord.length },
    {
      header: 'Acciones',
      cell: (c) =>
        editing(c) ? (
          <span className={styles.actions}>
            <button
              type="button"
              className={`${styles.buttonPrimary} ${styles.small}`}
              disabled={saving}
              onClick={() => void save()}
            >
              Guardar
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.small}`}
              onClick={() => {
                setDraft(null);
                setFailure(null);
              }}
            >
              Cancelar
            </button>
          </span>
        ) : (
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            disabled={draft !== null}
            onClick={() => edit(c)}
          >
            Modificar
          </button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Cupones de descuento" subtitle="El porcentaje se descuenta del total.">
        <Link to="/discounts-form" className={styles.button}>
          Abrir formulario
        </Link>
      </PageHeader>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <div className={styles.toolbar}>
        <SearchBox label="Buscar cupones" value={query} onChange={setQuery} />
        <span className={styles.count}>
          {rows.length === 1 ? '1 cupón' : `${rows.length} cupones`}
        </span>
      </div>
      <DataTable
        caption="Cupones de descuento"
        columns={columns}
        rows={pageRows}
        rowKey={(c) => c.id}
        empty={EMPTY_COUPONS}
      />
      <Pager page={page} pages={pages} onChange={setPage} />
      <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="nuevo-cupon">
        <h2 id="nuevo-cupon" className={styles.cardTitle}>
          Agregar cupón
        </h2>
        <CouponForm onCreated={() => void revalidator.revalidate()} />
      </section>
    </>
  );
}
