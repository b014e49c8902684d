import type { AdminOrderAnswer, ProductAnswer } from '@shop/domain';
import type { ReactNode } from 'react';
import { scaledImage } from '../../../lib/images';
import { formatPrice } from '../../../lib/format';
import styles from '../../../components/admin/admin.module.css';
import { itemCountLabel } from '../order-status';
import orderStyles from '../orders.module.css';
import type { Form, Lines } from './shared-fields';

type OrderItem = AdminOrderAnswer['items'][number];
type ProductSize = ProductAnswer['variants'][number]['sizes'][number];

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
  catalogue,
  form,
  lines,
  editing,
}: {
  order: AdminOrderAnswer;
  catalogue: readonly ProductAnswer[];
  form: Form;
  lines: Lines;
  editing: boolean;
}) {
  const productById = new Map(catalogue.map((product) => [product.id, product]));
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
              sizes={
                productById.get(item.id)?.variants.find((v) => v.id === item.variant.id)?.sizes
              }
              index={index}
              form={form}
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
        {order.coupon && order.coupon_discount <= 0 ? (
          // A free-shipping coupon takes nothing off the lines: its code still shows.
          <>
            <dt>Cupón {order.coupon.code}</dt>
            <dd>Envío gratis</dd>
          </>
        ) : null}
        <dt>Envío</dt>
        <dd>{shippingCost(order)}</dd>
        <dt className={orderStyles.grandTotal}>Total</dt>
        <dd className={orderStyles.grandTotal}>{formatPrice(order.transaction_amount)}</dd>
      </dl>
    </section>
  );
}

/**
 * A size the line may move to, as its option says it: the line's own, or one with stock for all
 * the line's units (the server takes them from it); quantities and lines are not edited
 * (decision 0010).
 */
function sizeOption(item: OrderItem, size: ProductSize) {
  if (size.size === item.size) return { label: `${size.size} · el actual`, disabled: false };
  if (size.stock <= 0) return { label: `${size.size} · sin stock`, disabled: true };
  return { label: `${size.size} · ${size.stock} en stock`, disabled: size.stock < item.quantity };
}

function LineItem({
  item,
  sizes,
  index,
  form,
  editing,
}: {
  item: OrderItem;
  /** The sizes of the line's colour in the catalogue; undefined: the product is gone. */
  sizes: readonly ProductSize[] | undefined;
  index: number;
  form: Form;
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
        {editing && sizes ? (
          <div className={orderStyles.itemEdit}>
            <label className={orderStyles.inlineField}>
              <span>Talle</span>
              <select
                className={styles.select}
                aria-label={`Talle de ${item.name}`}
                {...register(`items.${index}.size`)}
              >
                {sizes.map((size) => {
                  const option = sizeOption(item, size);
                  return (
                    <option key={size.size} value={size.size} disabled={option.disabled}>
                      {option.label}
                    </option>
                  );
                })}
              </select>
            </label>
          </div>
        ) : null}
        {editing && !sizes ? (
          <p className={styles.muted}>
            El producto ya no está en el catálogo: su talle no se puede cambiar.
          </p>
        ) : null}
      </div>
      <span className={orderStyles.itemPrice}>{formatPrice(item.price * item.quantity)}</span>
    </li>
  );
}
