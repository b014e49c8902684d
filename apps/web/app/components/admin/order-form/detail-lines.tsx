import type { AdminOrderAnswer } from '@shop/domain';
import type { ReactNode } from 'react';
import { scaledImage } from '../../../lib/images';
import { formatPrice } from '../../../lib/format';
import styles from '../admin.module.css';
import { itemCountLabel } from '../order-status';
import orderStyles from '../orders.module.css';
import { RemoveLineButton, type Form, type Lines } from './shared-fields';

type OrderItem = AdminOrderAnswer['items'][number];

export const shippingCost = (order: AdminOrderAnswer) =>
  order.shipping_amount > 0 ? formatPrice(order.shipping_amount) : 'Gratis';

function thumbnail(src: string | undefined): string | undefined {
  return src ? scaledImage(src, 200) : undefined;
}

/** A discount line of the totals, shown only when there is one. */
function Discount({ label, amount }: { label: ReactNode; amount: number }) {
  if (amount <= 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>-{formatPrice(amount)}</dd>
    </>
  );
}

/** The order's lines as priced, each line's size and quantity editable, and the totals. */
export function LinesCard({
  order,
  form,
  lines,
  editing,
}: {
  order: AdminOrderAnswer;
  form: Form;
  lines: Lines;
  editing: boolean;
}) {
  const itemById = new Map(order.items.map((item) => [item.lineId, item]));
  return (
    <section className={styles.card} aria-labelledby="orden-productos">
      <h2 id="orden-productos" className={styles.cardTitle}>
        {itemCountLabel(order.items)}
      </h2>
      <ul className={orderStyles.items}>
        {lines.fields.map((field, index) => {
          const item = itemById.get(field.lineId);
          return item ? (
            <LineItem
              key={field.fieldKey}
              item={item}
              index={index}
              form={form}
              lines={lines}
              editing={editing}
            />
          ) : null;
        })}
      </ul>
      <dl className={orderStyles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
        <Discount label="Descuento por promociones" amount={order.promotion_discount} />
        <Discount label="Descuento por transferencia" amount={order.transfer_discount} />
        <Discount
          label={
            <>
              Cupón {order.coupon?.code}
              {order.coupon?.percentage ? ` (${order.coupon.percentage}%)` : ''}
            </>
          }
          amount={order.coupon_discount}
        />
        <dt>Envío</dt>
        <dd>{shippingCost(order)}</dd>
        <dt className={orderStyles.grandTotal}>Total</dt>
        <dd className={orderStyles.grandTotal}>{formatPrice(order.transaction_amount)}</dd>
      </dl>
    </section>
  );
}

function LineItem({
  item,
  index,
  form,
  lines,
  editing,
}: {
  item: OrderItem;
  index: number;
  form: Form;
  lines: Lines;
  editing: boolean;
}) {
  const { register } = form;
  return (
    <li className={orderStyles.item}>
      {item.variant.imgUrl[0] ? (
        <img
          className={orderStyles.itemImage}
          src={thumbnail(item.variant.imgUrl[0])}
          alt=""
          width={64}
          height={64}
        />
      ) : (
        <span className={orderStyles.itemImage} />
      )}
      <div>
        <p className={orderStyles.itemName}>{item.name}</p>
        <p className={orderStyles.itemMeta}>
          {[
            item.variant.variant,
            `Talle ${item.size}`,
            `Cantidad ${item.quantity}`,
            item.promotion ? `Promoción ${item.promotion.title}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {editing ? (
          <div className={orderStyles.itemEdit}>
            <label className={orderStyles.inlineField}>
              <span>Talle</span>
              <input
                className={styles.input}
                aria-label={`Talle de ${item.name}`}
                {...register(`items.${index}.size`)}
              />
            </label>
            <label className={orderStyles.inlineField}>
              <span>Cantidad</span>
              <input
                className={styles.input}
                type="number"
                min={1}
                aria-label={`Cantidad de ${item.name}`}
                disabled={item.promotion !== null}
                {...register(`items.${index}.quantity`)}
              />
            </label>
            <RemoveLineButton lines={lines} index={index} />
          </div>
        ) : null}
      </div>
      <span className={orderStyles.itemPrice}>{formatPrice(item.price * item.quantity)}</span>
    </li>
  );
}
