import {
  fillTemplate,
  mailtoLink,
  orderMessageValues,
  telLink,
  toCents,
  whatsappLink,
  type AdminOrderDetailAnswer,
  type Settings,
} from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { Field } from '../../components/admin/field';
import { buttonClass } from '../../components/ui/button';
import { customerOrdersPath } from './customers-page';
import customerStyles from './customers.module.css';

type ContactOrder = Pick<
  AdminOrderDetailAnswer,
  'name' | 'email' | 'phone' | 'client_id' | 'order_number' | 'transaction_amount' | 'track_id'
>;

/** Placeholders left in a message: data the order or the settings do not have yet. */
const missingIn = (text: string) => [...new Set(text.match(/\{[a-z_]+\}/g) ?? [])];

/**
 * The order's customer and how to reach them: e-mail, phone and WhatsApp links, a message from
 * the settings' templates filled from the order (editable before sending), and their orders.
 */
export function CustomerContact({
  order,
  settings,
  orderCount,
}: {
  order: ContactOrder;
  settings: Pick<Settings, 'messageTemplates' | 'bankAccount'>;
  /** The customer's orders, this one included. */
  orderCount: number;
}) {
  const templates = settings.messageTemplates;
  const values = orderMessageValues(
    { ...order, transaction_amount_cents: toCents(order.transaction_amount) },
    settings.bankAccount,
  );
  const filled = (index: number) =>
    templates[index] ? fillTemplate(templates[index].text, values) : '';
  const [chosen, setChosen] = useState(0);
  const [message, setMessage] = useState(() => filled(0));
  const whatsapp = whatsappLink(order.phone, message);
  const tel = telLink(order.phone);
  const missing = missingIn(message);
  const others = orderCount - 1;

  return (
    <section className={styles.card} aria-labelledby="contacto-cliente">
      <h2 id="contacto-cliente" className={styles.cardTitle}>
        Hablar con el cliente
      </h2>
      <dl className={customerStyles.facts}>
        <dt>Email</dt>
        <dd>
          <a href={mailtoLink(order.email)}>{order.email}</a>
        </dd>
        <dt>Teléfono</dt>
        <dd>{tel ? <a href={tel}>{order.phone}</a> : order.phone || '—'}</dd>
        <dt>Pedidos</dt>
        <dd>
          <Link to={customerOrdersPath(order.email)}>
            {others > 0
              ? `Ver sus ${orderCount} pedidos (${others === 1 ? '1 más' : `${others} más`})`
              : 'Es su primer pedido'}
          </Link>
        </dd>
      </dl>
      {templates.length ? (
        <div className={styles.formGrid}>
          <Field
            label="Mensaje"
            wide
            hint="Los mensajes se editan en Ajustes → Mensajes a clientes."
          >
            <select
              className={styles.input}
              value={chosen}
              onChange={(event) => {
                const index = Number(event.target.value);
                setChosen(index);
                setMessage(filled(index));
              }}
            >
              {templates.map((template, index) => (
                <option key={`${index}-${template.name}`} value={index}>
                  {template.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Texto a enviar"
            wide
            hint={
              missing.length
                ? `Falta completar ${missing.join(', ')}: cargalo en el pedido o en Ajustes, o escribilo acá.`
                : undefined
            }
          >
            <textarea
              className={styles.textarea}
              rows={4}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Field>
        </div>
      ) : null}
      <div className={styles.actions}>
        {whatsapp ? (
          <a
            className={buttonClass('primary')}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            Enviar por WhatsApp
          </a>
        ) : null}
        <a
          className={buttonClass('outline')}
          href={mailtoLink(order.email, `Tu pedido #${order.order_number}`, message)}
        >
          Enviar por email
        </a>
      </div>
      {whatsapp ? null : (
        <p className={styles.hint}>
          {order.phone
            ? `El teléfono «${order.phone}» no parece un celular de Argentina con código de área: no se puede abrir WhatsApp.`
            : 'El pedido no tiene teléfono: no se puede abrir WhatsApp.'}
        </p>
      )}
    </section>
  );
}
