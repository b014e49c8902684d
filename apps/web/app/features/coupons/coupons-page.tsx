import type { CouponAnswer, CouponStatus } from '@shop/domain';
import { COUPON_KIND_LABELS, couponUpdateSchema, formatARS, toCents } from '@shop/domain';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { CouponForm } from './coupon-form';
import couponStyles from './coupons.module.css';
import { FormAlert } from '../../components/admin/form-alert';
import { RowEditButtons, useRowEditor } from '../../components/admin/inline-edit';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import { adminJson, adminSend, errorMessage, saveOrReload } from '../../lib/admin/api';
import { formatDay } from '../../lib/admin/dates';
import { numberValue } from '../../lib/admin/form-resolver';
import { Button, buttonClass } from '../../components/ui/button';

export async function loadCoupons() {
  const { discounts } = await adminJson<{ discounts: CouponAnswer[] }>('/api/discounts');
  return { coupons: discounts };
}

export const EMPTY_COUPONS = 'No se encontraron cupones de descuento.';
export const DELETE_CONFIRM =
  '¿Eliminar este cupón? Deja de valer; los pedidos que lo usaron lo siguen mostrando.';

const STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  activo: 'ok',
  pausado: 'neutral',
  programado: 'info',
  vencido: 'bad',
  agotado: 'warn',
};

/** '10%', '$5,000.00 de descuento' or 'Envío gratis'. */
function discountOf(c: CouponAnswer): string {
  if (c.kind === 'percent') return `${c.percentage}%`;
  if (c.kind === 'fixed') return `${formatARS(toCents(c.amount ?? 0))} de descuento`;
  return COUPON_KIND_LABELS.free_shipping;
}

/** Its conditions in a few words: minimum, categories, uses per customer. */
function conditionsOf(c: CouponAnswer): string {
  const parts = [
    c.minPurchase > 0 ? `Desde ${formatARS(toCents(c.minPurchase))}` : '',
    c.categories.length ? `Solo ${c.categories.join(', ')}` : '',
    c.perCustomerLimit !== null ? `${c.perCustomerLimit} por cliente` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Todo el carrito';
}

/** 'Del 01/12/2026 al 31/12/2026', 'Hasta …', 'Desde …' or 'Sin vencimiento'. */
function validityOf(c: CouponAnswer): string {
  if (c.startsOn && c.endsOn) return `Del ${formatDay(c.startsOn)} al ${formatDay(c.endsOn)}`;
  if (c.endsOn) return `Hasta el ${formatDay(c.endsOn)}`;
  if (c.startsOn) return `Desde el ${formatDay(c.startsOn)}`;
  return 'Sin vencimiento';
}

const draftOf = (coupon: CouponAnswer) => ({
  description: coupon.description,
  percentage: String(coupon.percentage),
  remainingUses: String(coupon.remainingUses),
});

/**
 * /discounts: the coupon list with its state (activo, pausado, programado, vencido, agotado),
 * inline Modificar/Guardar, the one form to edit every rule, pause or resume, delete; the
 * add-coupon form below.
 */
export function CouponsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadCoupons>>;
}) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<CouponAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Pause, resume or delete, with the version the list read (decision 0030). */
  async function act(c: CouponAnswer, action: 'pause' | 'resume' | 'delete') {
    if (action === 'delete' && !window.confirm(DELETE_CONFIRM)) return;
    setBusy(true);
    setFailure(null);
    const url = `/api/discounts/${encodeURIComponent(c.code)}`;
    try {
      await saveOrReload(
        () =>
          action === 'delete'
            ? adminSend(url, { method: 'DELETE', body: { version: c.version } })
            : adminJson(url, {
                method: 'PUT',
                body: { paused: action === 'pause', version: c.version },
              }),
        () => revalidator.revalidate(),
      );
      showToast(
        action === 'delete'
          ? `Cupón ${c.code} eliminado.`
          : action === 'pause'
            ? `Cupón ${c.code} pausado.`
            : `Cupón ${c.code} activo de nuevo.`,
        { durationMs: 4000 },
      );
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const rowEditor = useRowEditor(loaderData.coupons, {
    rowId: (c) => c.code,
    draftOf,
    schema: couponUpdateSchema,
    // Uses left go as a change to what the list read: uses orders took since stay taken.
    toBody: (draft, coupon) => ({
      description: draft.description,
      // Only a percent coupon shows its percentage to edit here.
      percentage: coupon.kind === 'percent' ? numberValue(draft.percentage) : undefined,
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
    {
      header: 'Cupón',
      cell: (c) => (
        <span className={couponStyles.coupon}>
          <strong className={couponStyles.code}>{c.code}</strong>
          {cell(c, 'description', 'Descripción', c.description)}
        </span>
      ),
    },
    {
      header: 'Descuento',
      cell: (c) =>
        c.kind === 'percent' ? cell(c, 'percentage', 'Porcentaje', discountOf(c)) : discountOf(c),
    },
    {
      header: 'Condiciones',
      cell: (c) => (
        <span className={couponStyles.coupon}>
          {conditionsOf(c)}
          <span className={styles.hint}>{validityOf(c)}</span>
        </span>
      ),
    },
    {
      header: 'Estado',
      cell: (c) => <StatusBadge tone={STATUS_TONES[c.status]}>{c.status}</StatusBadge>,
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
        <span className={`${styles.actions} ${couponStyles.actions}`}>
          <RowEditButtons
            editing={rowEditor.isEditing(c)}
            editLabel="Modificar"
            saving={rowEditor.saving}
            locked={rowEditor.busyElsewhere}
            onEdit={() => rowEditor.edit(c)}
            onSave={rowEditor.save}
            onCancel={rowEditor.cancel}
          />
          {rowEditor.isEditing(c) ? null : (
            <>
              <Button type="button" small disabled={busy} onClick={() => setEditing(c)}>
                Editar
              </Button>
              <Button
                type="button"
                small
                disabled={busy}
                onClick={() => void act(c, c.paused ? 'resume' : 'pause')}
              >
                {c.paused ? 'Reanudar' : 'Pausar'}
              </Button>
              <Button
                type="button"
                variant="danger"
                small
                disabled={busy}
                onClick={() => void act(c, 'delete')}
              >
                Eliminar
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Cupones de descuento"
        subtitle="Se descuentan después de las promociones y del descuento por transferencia."
      >
        <Link to="/discounts-form" className={buttonClass('outline')}>
          Abrir formulario
        </Link>
      </PageHeader>
      <FormAlert message={rowEditor.failure} onClose={() => rowEditor.setFailure(null)} />
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <AdminList
        rows={loaderData.coupons}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Cupones de descuento"
        noun={['cupón', 'cupones']}
        empty={EMPTY_COUPONS}
        search={{
          label: 'Buscar cupones',
          texts: (c) => [c.code, c.description, c.status, ...c.categories],
        }}
      />
      <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="nuevo-cupon">
        <h2 id="nuevo-cupon" className={styles.cardTitle}>
          Agregar cupón
        </h2>
        <CouponForm onSaved={() => void revalidator.revalidate()} />
      </section>
      {editing ? (
        <Modal title={`Editar cupón ${editing.code}`} onClose={() => setEditing(null)}>
          <CouponForm
            coupon={editing}
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
