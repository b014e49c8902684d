import type { AdminOrderAnswer, AdminOrderDetailAnswer, ProductAnswer } from '@shop/domain';
import {
  ORDER_STATUS,
  TRACKING_CODE_REQUIRED,
  adminOrderSchema,
  orderUpdateSchema,
} from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { adminJson, saveOrReload } from '../../../lib/admin/api';
import { domainResolver } from '../../../lib/admin/form-resolver';
import styles from '../../../components/admin/admin.module.css';
import { CreateActions, EditBar, useEntityForm } from '../../../components/admin/entity-form';
import { FormAlert } from '../../../components/admin/form-alert';
import { itemCountLabel, OrderStatusBadge } from '../order-status';
import { CustomerAndShipping, LinesPicker } from './create-sections';
import { OrderDetailSections } from './detail-sections';
import {
  contactAndAddressBody,
  EMPTY_ORDER,
  orderBody,
  orderFieldOf,
  orderUpdateBody,
  orderValues,
  type OrderFormValues,
} from './values';

/** SPEC.md section 7: the alert after the admin draft order is saved. */
export const ORDER_CREATED = 'Producto Agregado Exitosamente';
/** SPEC.md section 7: the alert after PUT /order/{id} succeeds. */
export const ORDER_SAVED = 'Cambios guardados con éxito';

/**
 * An order: the create page (/uploadorder, an order typed in for a phone or shop sale, priced
 * by the server) when given the products to pick from; the detail page (/orderdetailbdd/{id},
 * SPEC.md's edit mode: status, tracking code, e-mail, comment, each line's size and quantity)
 * when given the order.
 *
 * 'Guardar' sends the version the page read: when the order changed meanwhile (a refund, a
 * payment, another tab) the server refuses it, the form shows its message and what is there now,
 * and leaves edit mode. After a save the whole page is read again (history, shipment, refunds).
 */
export function OrderForm(
  props:
    | { products: readonly ProductAnswer[] }
    | {
        order: AdminOrderAnswer;
        /** The lines' products as the catalogue has them now: the sizes a line may move to. */
        catalogue?: readonly ProductAnswer[];
      },
) {
  const loaded = 'order' in props ? props.order : null;
  const [order, setOrder] = useState(loaded);
  /** The order's values as the page shows them: the save sends what differs. */
  const shown = useRef(loaded ? orderValues(loaded) : EMPTY_ORDER);
  shown.current = order ? orderValues(order) : EMPTY_ORDER;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const form = useForm<OrderFormValues>({
    defaultValues: loaded ? orderValues(loaded) : EMPTY_ORDER,
    // The detail page checks what it changes of the contact and address with the API's rules.
    resolver: loaded
      ? domainResolver(
          orderUpdateSchema.pick({ name: true, phone: true, client_id: true, shipment: true }),
          (values) => contactAndAddressBody(values, shown.current),
          orderFieldOf,
        )
      : domainResolver(adminOrderSchema, orderBody, orderFieldOf),
  });
  const lines = useFieldArray({ control: form.control, name: 'items', keyName: 'fieldKey' });
  const entity = useEntityForm(form, {
    detail: order !== null,
    send: (values) =>
      order
        ? saveOrReload(
            () =>
              adminJson<AdminOrderAnswer>(`/api/order/${order.id}`, {
                method: 'PUT',
                body: { ...orderUpdateBody(values, shown.current), version: order.version },
              }),
            () => adminJson<AdminOrderDetailAnswer>(`/api/order/${order.id}`),
          )
        : adminJson<AdminOrderAnswer>('/api/order', { method: 'POST', body: orderBody(values) }),
    saved: order ? ORDER_SAVED : ORDER_CREATED,
    onSaved: async (saved) => {
      if (!order) {
        await navigate(`/orderdetailbdd/${saved.id}`);
        return;
      }
      setOrder(saved);
      form.reset(orderValues(saved));
      await revalidate();
    },
    onStale: (current) => {
      setOrder(current);
      form.reset(orderValues(current));
      void revalidate();
    },
    fieldOf: order ? undefined : orderFieldOf,
    // SPEC.md section 5: Enviado cannot be saved without a tracking code.
    check: (values) =>
      order && values.status === ORDER_STATUS.shipped && !values.track_id.trim()
        ? TRACKING_CODE_REQUIRED
        : null,
  });
  // The page read again (a save, refund, resolution, shipment or sync): show it, unless the admin
  // is editing, whose save then meets the newer version and is refused as stale. A read older
  // than the order on screen is dropped: the read after one save, held while the admin edited
  // again, would otherwise show the order as it was before the next save (Enviado back to
  // Aprobado until the next read lands).
  const applied = useRef(loaded);
  useEffect(() => {
    if (!loaded || loaded === applied.current || entity.editing) return;
    applied.current = loaded;
    if (order && loaded.version < order.version) return;
    setOrder(loaded);
    form.reset(orderValues(loaded));
  }, [loaded, entity.editing, form, order]);
  const saving = form.formState.isSubmitting;
  const alert = <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />;

  if (!order) {
    const products = 'products' in props ? props.products : [];
    return (
      <form onSubmit={entity.submit} noValidate aria-label="Cargar orden">
        {alert}
        <LinesPicker form={form} lines={lines} products={products} />
        <CustomerAndShipping form={form} />
        <CreateActions cancelTo="/orderstable" submit="Cargar orden" saving={saving} />
      </form>
    );
  }
  return (
    <form onSubmit={entity.submit} noValidate aria-label={`Orden ${order.order_number}`}>
      <EditBar
        editing={entity.editing}
        saving={saving}
        onEdit={entity.startEditing}
        onDiscard={entity.discard}
      >
        <span className={styles.actions}>
          <OrderStatusBadge status={order.status} />
          <span className={styles.muted}>{itemCountLabel(order.items)}</span>
        </span>
      </EditBar>
      {alert}
      <OrderDetailSections
        order={order}
        catalogue={('catalogue' in props ? props.catalogue : undefined) ?? []}
        form={form}
        field={entity.field}
        lines={lines}
        editing={entity.editing}
        trackingError={entity.failure === TRACKING_CODE_REQUIRED ? entity.failure : undefined}
      />
    </form>
  );
}
