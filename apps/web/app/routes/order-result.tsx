import { ORDER_STATUS, orderResultOfPage, PAID, type OrderResult } from '@shop/domain';
import { Fragment } from 'react';
import { data } from 'react-router';
import {
  howItArrives,
  OrderDetails,
  usePurchaseEvent,
  type OrderView,
} from '../components/checkout/order-details';
import { RetryPayment } from '../components/checkout/retry-payment';
import styles from '../components/content/content.module.css';
import { contactLinks, loadShopSettings } from '../lib/shop-settings';
import { formatPrice } from '../lib/format';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/order-result';
import { ShopLink } from '../components/shop-link';

/** The title of each result page (routes.ts: order-transfer, order-mp-*). */
const TITLES: Record<OrderResult, string> = {
  transfer: 'Pedido reservado',
  approved: 'Compra exitosa',
  rejected: 'Pago rechazado',
  pending: 'Pago pendiente',
};

/** A Mercado Pago order the server reads as cancelled, whatever page the address named. */
const CANCELLED = { kind: 'cancelled', title: 'Pedido cancelado' } as const;

/**
 * The headline follows the order's status as the server reads it, not the page the payment
 * provider's redirect named (the address is only a hint, INTEGRATIONS.md 1.3).
 */
function resultOfStatus(status: OrderView['status']): OrderResult | 'cancelled' {
  if (PAID.includes(status)) return 'approved';
  if (status === ORDER_STATUS.cardRejected) return 'rejected';
  if (status === ORDER_STATUS.cancelled) return 'cancelled';
  return 'pending';
}

/**
 * Back from Mercado Pago with a payment_id: the server reads that payment once and applies it
 * before the page reads the order. A failed check leaves the order as the notices left it.
 */
async function checkReturnedPayment(
  api: Route.LoaderArgs['context']['api'],
  orderNumber: string,
  query: URLSearchParams,
): Promise<void> {
  const paymentId = query.get('payment_id');
  const token = query.get('token');
  if (!paymentId || !/^\d{1,20}$/.test(paymentId) || !token || !/^\d{1,12}$/.test(orderNumber)) {
    return;
  }
  await api(`/api/order-status/${orderNumber}/payment-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, payment_id: paymentId }),
  }).catch(() => undefined);
}

/** Any result page whose order the server does not confirm (a made-up or mistyped address). */
const UNCONFIRMED = { kind: 'unconfirmed', title: 'Tu pedido' } as const;

const BANK_FIELDS = [
  ['bank', 'Banco'],
  ['holder', 'Titular'],
  ['cbu', 'CBU'],
  ['alias', 'Alias'],
  ['cuit', 'CUIT'],
] as const;

/**
 * The order's state, with the receipt token the checkout and the payment provider put in the
 * address (or the shopper's e-mail); without either, the page shows only what its URL says.
 */
async function loadOrderStatus(
  api: Route.LoaderArgs['context']['api'],
  orderNumber: string,
  query: URLSearchParams,
): Promise<OrderView | null> {
  const proof = new URLSearchParams();
  for (const name of ['token', 'email']) {
    const value = query.get(name);
    if (value) proof.set(name, value);
  }
  if (!/^\d{1,12}$/.test(orderNumber) || proof.size === 0) return null;
  const response = await api(`/api/order-status/${orderNumber}?${proof.toString()}`);
  return response.status === 200 ? ((await response.json()) as OrderView) : null;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = orderResultOfPage(url.pathname.split('/')[1] ?? '');
  if (!page) throw data(null, { status: 404 });
  const order = params.orden;
  if (page !== 'transfer') await checkReturnedPayment(context.api, order, url.searchParams);
  // Only what the server confirms of the order is shown: SPEC's `monto` may stay in the link,
  // but an amount typed into the address is never displayed.
  const details = await loadOrderStatus(context.api, order, url.searchParams);
  const kind = page === 'transfer' || !details ? page : resultOfStatus(details.status);
  const result = kind === 'cancelled' ? CANCELLED : { kind, title: TITLES[kind] };
  if (!details) {
    return {
      ...UNCONFIRMED,
      order,
      details,
      amount: null,
      bankAccount: [],
      whatsapp: null,
      retryToken: null,
    };
  }
  if (result.kind !== 'transfer') {
    // 'Reintentar pago' while the card's refusal is the order's last word.
    const retryToken =
      result.kind === 'rejected' && details.status === ORDER_STATUS.cardRejected
        ? url.searchParams.get('token')
        : null;
    return { ...result, order, details, amount: null, bankAccount: [], whatsapp: null, retryToken };
  }
  const settings = await loadShopSettings(context.api);
  return {
    ...result,
    order,
    details,
    retryToken: null,
    amount: formatPrice(details.transaction_amount),
    bankAccount: BANK_FIELDS.filter(([field]) => settings.bankAccount[field].trim() !== '').map(
      ([field, label]) => ({ label, value: settings.bankAccount[field] }),
    ),
    // Never the demo number: a receipt sent there would reach nobody.
    whatsapp: settings.contact.whatsapp.trim()
      ? contactLinks(
          settings,
          `Hola! Les envío el comprobante de la transferencia del pedido #${order}.`,
        ).whatsapp
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? 'Tu pedido') },
  { name: 'robots', content: 'noindex, nofollow' },
];

function StatusIcon({ kind }: { kind: OrderResult }) {
  const tone =
    kind === 'approved'
      ? styles.statusOk
      : kind === 'rejected'
        ? styles.statusError
        : styles.statusWait;
  const path =
    kind === 'approved'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : kind === 'rejected'
        ? 'M7 7l10 10M17 7L7 17'
        : 'M12 7.5V12l3 2';
  return (
    <span className={`${styles.status} ${tone}`} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 24 24">
        {(kind === 'transfer' || kind === 'pending') && (
          <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
        )}
        <path d={path} stroke="currentColor" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** The result pages' way back to the catalogue. */
function KeepShoppingLink() {
  return (
    <ShopLink className={styles.button} to="/catalogo">
      Seguir comprando
    </ShopLink>
  );
}

/** Where a shopper whose order went wrong asks for help. */
function HelpLink() {
  return (
    <ShopLink className={styles.buttonGhost} to="/ayuda">
      Necesito ayuda
    </ShopLink>
  );
}

export default function OrderResultRoute({ loaderData }: Route.ComponentProps) {
  const { kind, order, amount, bankAccount, whatsapp, details, retryToken } = loaderData;
  usePurchaseEvent({ order: details, resetsCart: kind === 'approved' || kind === 'pending' });
  return (
    <div className={styles.page}>
      {kind !== 'unconfirmed' && <StatusIcon kind={kind === 'cancelled' ? 'rejected' : kind} />}
      {kind === 'transfer' && (
        <>
          <p className={styles.eyebrow}>Pago por transferencia</p>
          <h1 className={styles.title}>Tu pedido #{order} está reservado</h1>
          {bankAccount.length > 0 ? (
            <p className={styles.lead}>
              Transferí el total a la cuenta de abajo y envianos el comprobante. Apenas lo recibimos
              confirmamos tu pedido y lo preparamos para el envío.
            </p>
          ) : (
            <p className={styles.lead}>
              Te vamos a escribir por e-mail con los datos de la cuenta para transferir. Apenas
              recibimos el comprobante confirmamos tu pedido y lo preparamos para el envío.
            </p>
          )}
          {details && howItArrives(details.shipping_type) && (
            <p>{howItArrives(details.shipping_type)}</p>
          )}
          {amount && (
            <>
              <p>Total a transferir</p>
              <p className={styles.amount}>{amount}</p>
            </>
          )}
          {bankAccount.length > 0 && (
            <dl className={styles.details} aria-label="Datos de la cuenta bancaria">
              {bankAccount.map((row) => (
                <Fragment key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          <div className={styles.actions}>
            {whatsapp && (
              <a
                className={styles.button}
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
              >
                Envianos el comprobante por WhatsApp
              </a>
            )}
            <ShopLink className={styles.buttonGhost} to="/catalogo">
              Seguir comprando
            </ShopLink>
          </div>
        </>
      )}
      {kind === 'approved' && (
        <>
          <p className={styles.eyebrow}>Pedido #{order}</p>
          <h1 className={styles.title}>Su compra fue exitosa!</h1>
          <p className={styles.lead}>
            Recibimos tu pago. Te enviamos un e-mail con el detalle del pedido y, cuando lo
            despachemos, el código de seguimiento.
          </p>
          {details && howItArrives(details.shipping_type) && (
            <p>{howItArrives(details.shipping_type)}</p>
          )}
          <div className={styles.actions}>
            <KeepShoppingLink />
            <ShopLink className={styles.buttonGhost} to="/seguimiento-de-ordenes">
              Cómo seguir mi pedido
            </ShopLink>
          </div>
        </>
      )}
      {kind === 'rejected' && (
        <>
          <p className={styles.eyebrow}>Pedido #{order}</p>
          <h1 className={styles.title}>Tu pago fue rechazado</h1>
          {retryToken && details ? (
            <>
              {/* One way to pay again (issue 42 item 9): the reserved order, not a second cart. */}
              <p className={styles.lead}>
                Mercado Pago no aprobó el pago. Tu pedido sigue reservado: pagalo de nuevo, con el
                mismo medio o con otro, sin volver a armar el carrito. Para conocer el motivo del
                rechazo, comunicate con Mercado Pago.
              </p>
              <div className={styles.actions}>
                <RetryPayment orderNumber={details.order_number} token={retryToken} />
                <HelpLink />
              </div>
            </>
          ) : (
            <>
              <p className={styles.lead}>
                Mercado Pago no aprobó el pago. Comunicate con Mercado Pago para conocer el motivo,
                y después volvé a cargar el carrito y pagá de nuevo, con el mismo medio o con otro.
              </p>
              <div className={styles.actions}>
                <ShopLink className={styles.button} to="/carrito">
                  Volver al carrito
                </ShopLink>
                <HelpLink />
              </div>
            </>
          )}
        </>
      )}
      {kind === 'pending' && (
        <>
          <p className={styles.eyebrow}>Pedido #{order}</p>
          <h1 className={styles.title}>Tu pago está pendiente</h1>
          <p className={styles.lead}>
            Todavía no se acreditó el pago. Tu pedido queda aprobado una vez que el pago se
            acredite; si pagaste en efectivo en Rapipago o Pago Fácil puede demorar hasta 2 días
            hábiles. Te avisamos por e-mail.
          </p>
          <div className={styles.actions}>
            <KeepShoppingLink />
          </div>
        </>
      )}
      {kind === 'cancelled' && (
        <>
          <p className={styles.eyebrow}>Pedido #{order}</p>
          <h1 className={styles.title}>Tu pedido fue cancelado</h1>
          <p className={styles.lead}>
            El pago no se completó a tiempo y el pedido se canceló. Si pagaste, escribinos: lo
            revisamos con Mercado Pago.
          </p>
          <div className={styles.actions}>
            <KeepShoppingLink />
            <HelpLink />
          </div>
        </>
      )}
      {kind === 'unconfirmed' && (
        <>
          <h1 className={styles.title}>No encontramos este pedido</h1>
          <p className={styles.lead}>
            No pudimos confirmar los datos del pedido #{order} desde este enlace. Si hiciste una
            compra, buscá el e-mail que te enviamos: tiene el detalle y el estado de tu pedido.
          </p>
          <div className={styles.actions}>
            <KeepShoppingLink />
            <HelpLink />
          </div>
        </>
      )}
      {details && <OrderDetails order={details} />}
    </div>
  );
}
