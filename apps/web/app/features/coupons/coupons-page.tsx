import type { CouponAnswer } from '@shop/domain';
import { couponUpdateSchema } from '@shop/domain';
import { Link, useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { CouponForm } from './coupon-form';
import { FormAlert } from '../../components/admin/form-alert';
import { RowEditButtons, useRowEditor } from '../../components/admin/inline-edit';
import { PageHeader } from '../../components/admin/page-header';
import { adminJson } from '../../lib/admin/api';
import { numberValue } from '../../lib/admin/form-resolver';
import { buttonClass } from '../../components/ui/button';

export async function loadCoupons() {
  const { discounts } = await adminJson<{ discounts: CouponAnswer[] }>('/api/discounts');
  return { coupons: discounts };
}

export const EMPTY_COUPONS = 'No se encontraron cupones de descuento.';

const draftOf = (coupon: CouponAnswer) => ({
  description: coupon.description,
  percentage: String(coupon.percentage),
  remainingUses: String(coupon.remainingUses),
});

/** /discounts: the coupon list with inline Modificar/Guardar, and the add-coupon form below. */
export function CouponsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadCoupons>>;
}) {
  const revalidator = useRevalidator();
  const rowEditor = useRowEditor(loaderData.coupons, {
    rowId: (c) => c.code,
    draftOf,
    schema: couponUpdateSchema,
    // Uses left go as a change to what the list read: uses orders took since stay taken.
    toBody: (draft, coupon) => ({
      description: draft.description,
      percentage: numberValue(draft.percentage),
      remainingUses: numberValue(draft.remainingUses),
      remainingUsesRead: coupon.remainingUses,
      version: coupon.version,
    }),
    // SPEC.md section 7: the code is the coupon's id in PUT /discounts/{id}.
    url: (code) => `/api/discounts/${encodeURIComponent(code)}`,
  });
  const cell = (
    c: CouponAnswer,
    key: keyof ReturnType<typeof draftOf>,
    label: string,
    shown: string | number,
  ) =>
    rowEditor.isEditing(c)
      ? rowEditor.cellInput(key, {
          label: `${label} de ${c.code}`,
          type: key === 'description' ? 'text' : 'number',
          className: styles.small,
        })
      : shown;

  const columns: Column<CouponAnswer>[] = [
    { header: 'Código', cell: (c) => <strong>{c.code}</strong> },
    {
      header: 'Descripción',
      cell: (c) => cell(c, 'description', 'Descripción', c.description || '—'),
    },
    {
      header: 'Porcentaje',
      numeric: true,
      cell: (c) => cell(c, 'percentage', 'Porcentaje', `${c.percentage}%`),
    },
    {
      header: 'Usos restantes',
      numeric: true,
      cell: (c) => cell(c, 'remainingUses', 'Usos restantes', c.remainingUses),
    },
    { header: 'Veces usado', numeric: true, cell: (c) => c.usageRecord.length },
    {
      header: 'Acciones',
      cell: (c) => (
        <span className={styles.actions}>
          <RowEditButtons
            editing={rowEditor.isEditing(c)}
            editLabel="Modificar"
            saving={rowEditor.saving}
            locked={rowEditor.busyElsewhere}
            onEdit={() => rowEditor.edit(c)}
            onSave={rowEditor.save}
            onCancel={rowEditor.cancel}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Cupones de descuento" subtitle="El porcentaje se descuenta del total.">
        <Link to="/discounts-form" className={buttonClass('outline')}>
          Abrir formulario
        </Link>
      </PageHeader>
      <FormAlert message={rowEditor.failure} onClose={() => rowEditor.setFailure(null)} />
      <AdminList
        rows={loaderData.coupons}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Cupones de descuento"
        noun={['cupón', 'cupones']}
        empty={EMPTY_COUPONS}
        search={{ label: 'Buscar cupones', texts: (c) => [c.code, c.description] }}
      />
      <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="nuevo-cupon">
        <h2 id="nuevo-cupon" className={styles.cardTitle}>
          Agregar cupón
        </h2>
        <CouponForm onCreated={() => void revalidator.revalidate()} />
      </section>
    </>
  );
}
