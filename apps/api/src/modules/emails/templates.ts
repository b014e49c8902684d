/**
 * The shop's e-mails, in Spanish, as HTML and plain text. Everything that comes from a person
 * (names, addresses, product names, comments) is escaped before it goes into the HTML.
 */
import {
  ALERT_RULES,
  alertMessage,
  formatARS,
  ORDER_STATUS,
  orderStatusLabel,
  PAYMENT_ALERTS,
  toCents,
  type AlertDetails,
  type AlertKind,
  type Settings,
} from '@shop/domain';

/** The order fields the e-mails show (names as in the order JSON). */
export interface MailOrder {
  order_number: number;
  name: string;
  email: string;
  phone: string;
  client_id: string;
  status: string;
  order_type: string;
  payment_method: string;
  track_id: string;
  /** A payment the owner must look at (PAYMENT_ALERTS), or null. */
  payment_alert?: string | null;
  payment_id?: string | null;
  items: {
    name: string;
    size: string;
    quantity: number;
    price: number;
    promotion?: { title: string } | null;
  }[];
  subtotal: number;
  transfer_discount: number;
  coupon_discount: number;
  shipping_amount: number;
  transaction_amount: number;
  shipment: {
    street_name: string;
    street_number: string;
    floor: string;
    city_name: string;
    state_name: string;
    zipCode: string;
    rate: { productName: string; deliveredType: string; agencyAddress: string };
  };
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const money = (pesos: number) => formatARS(toCents(pesos));

/** A piece of the e-mail: the same content as HTML and as text. */
type Block = { html: string; text: string };

const paragraph = (text: string): Block => ({
  html: `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`,
  text,
});

function itemsBlock(order: MailOrder): Block {
  const rows = order.items.map((item) => {
    const promotion = item.promotion ? ` (${item.promotion.title})` : '';
    return {
      label: `${item.name} · talle ${item.size} × ${item.quantity}${promotion}`,
      amount: money(item.price * item.quantity),
    };
  });
  const totals: [string, number][] = [['Subtotal', order.subtotal]];
  if (order.transfer_discount > 0)
    totals.push(['Descuento por transferencia', -order.transfer_discount]);
  if (order.coupon_discount > 0) totals.push(['Cupón de descuento', -order.coupon_discount]);
  totals.push(['Envío', order.shipping_amount], ['Total', order.transaction_amount]);
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e5e5';
  const html =
    `<table style="border-collapse:collapse;width:100%;max-width:560px;margin:0 0 16px">` +
    rows
      .map(
        (r) =>
          `<tr><td style="${cell}">${escapeHtml(r.label)}</td><td style="${cell};text-align:right">${r.amount}</td></tr>`,
      )
      .join('') +
    totals
      .map(
        ([label, amount]) =>
          `<tr><td style="padding:4px 8px${label === 'Total' ? ';font-weight:bold' : ''}">${label}</td>` +
          `<td style="padding:4px 8px;text-align:right${label === 'Total' ? ';font-weight:bold' : ''}">${amount < 0 ? `-${money(-amount)}` : money(amount)}</td></tr>`,
      )
      .join('') +
    `</table>`;
  const text = [
    ...rows.map((r) => `- ${r.label}: ${r.amount}`),
    '',
    ...totals.map(
      ([label, amount]) => `${label}: ${amount < 0 ? `-${money(-amount)}` : money(amount)}`,
    ),
  ].join('\n');
  return { html, text };
}

function shipmentLines(order: MailOrder): string[] {
  const s = order.shipment;
  const street = [s.street_name, s.street_number, s.floor].filter(Boolean).join(' ');
  const place = [s.city_name, s.state_name, s.zipCode].filter(Boolean).join(', ');
  const lines = [
    s.rate.deliveredType === 'D' ? 'Envío a domicilio' : 'Retiro en sucursal de Correo Argentino',
  ];
  if (s.rate.deliveredType === 'D') {
    if (street || place) lines.push([street, place].filter(Boolean).join(' — '));
  } else if (s.rate.agencyAddress) {
    lines.push(`Sucursal: ${s.rate.agencyAddress}`);
  }
  return lines;
}

function detailsBlock(title: string, lines: string[]): Block {
  return {
    html:
      `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(title)}</p>` +
      `<p style="margin:0 0 12px">${lines.map(escapeHtml).join('<br>')}</p>`,
    text: [title, ...lines].join('\n'),
  };
}

function link(label: string, url: string): Block {
  return {
    html: `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${url}`,
  };
}

function compose(subject: string, blocks: Block[]): MailContent {
  const footer = paragraph('Tienda deportiva · Este correo se envió automáticamente.');
  const all = [...blocks, footer];
  return {
    subject,
    text: all.map((b) => b.text).join('\n\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.4">` +
      all.map((b) => b.html).join('') +
      `</body></html>`,
  };
}

function bankLines(settings: Settings): string[] {
  const bank = settings.bankAccount;
  return (
    [
      ['Banco', bank.bank],
      ['Titular', bank.holder],
      ['CBU', bank.cbu],
      ['Alias', bank.alias],
      ['CUIT', bank.cuit],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`);
}

/** To the shopper, right after a transfer order: what to transfer and where. */
export function transferOrderCreated(
  order: MailOrder,
  settings: Settings,
  orderUrl: string,
): MailContent {
  const bank = bankLines(settings);
  const whatsapp = settings.contact.whatsapp.trim();
  return compose(`Recibimos tu pedido #${order.order_number}`, [
    paragraph(`¡Hola ${order.name}! Recibimos tu pedido #${order.order_number}.`),
    paragraph(
      `Para confirmarlo, transferí ${money(order.transaction_amount)} a la cuenta de la tienda y envianos el comprobante${whatsapp ? ` por WhatsApp al ${whatsapp}` : ''}. Apenas lo recibimos, preparamos tu pedido.`,
    ),
    ...(bank.length ? [detailsBlock('Datos para la transferencia', bank)] : []),
    itemsBlock(order),
    detailsBlock('Entrega', shipmentLines(order)),
    link('Ver tu pedido', orderUrl),
  ]);
}

/** To the shopper, once Mercado Pago's checkout has been opened for the order. */
export function mercadoPagoOrderCreated(order: MailOrder, orderUrl: string): MailContent {
  return compose(`Recibimos tu pedido #${order.order_number}`, [
    paragraph(`¡Hola ${order.name}! Recibimos tu pedido #${order.order_number}.`),
    paragraph('Te avisamos por este medio apenas Mercado Pago acredite el pago.'),
    itemsBlock(order),
    detailsBlock('Entrega', shipmentLines(order)),
    link('Ver tu pedido', orderUrl),
  ]);
}

export function paymentApproved(order: MailOrder): MailContent {
  return compose(`¡Pago aprobado! Pedido #${order.order_number}`, [
    paragraph(`¡Hola ${order.name}! Tu pago del pedido #${order.order_number} fue aprobado.`),
    paragraph('Ya estamos preparando tu pedido. Te avisamos cuando lo despachemos.'),
    itemsBlock(order),
    detailsBlock('Entrega', shipmentLines(order)),
  ]);
}

/**
 * To the shop: money came in that the order could not take as usual (paid after it was
 * cancelled and its stock was gone, or paid twice), or news after approval (refunded, charged
 * back, disputed, partly refunded at Mercado Pago). The owner looks at it by hand.
 */
export function paymentAlertForShop(order: MailOrder): MailContent {
  const alert = order.payment_alert ?? 'Pago para revisar';
  const lateMoney = alert === PAYMENT_ALERTS.paidAfterCancel || alert === PAYMENT_ALERTS.paidTwice;
  const left = order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.delivered;
  return compose(`${alert}: pedido #${order.order_number}`, [
    paragraph(
      lateMoney
        ? `Mercado Pago aprobó un pago del pedido #${order.order_number} (${order.name}, ${order.email}) que el pedido no pudo tomar: ${alert.toLowerCase()}. Estado del pedido: ${orderStatusLabel(order.status)}.`
        : `Mercado Pago informó una novedad del pago del pedido #${order.order_number} (${order.name}, ${order.email}): ${alert.toLowerCase()}. Estado del pedido: ${orderStatusLabel(order.status)}.`,
    ),
    paragraph(
      lateMoney
        ? 'Revisalo en Mercado Pago y en el detalle de la orden: devolvé el dinero o despachá el pedido a mano.'
        : left
          ? 'El pedido ya salió: revisalo en Mercado Pago y en el detalle de la orden.'
          : 'Revisalo en Mercado Pago y en el detalle de la orden.',
    ),
    itemsBlock(order),
  ]);
}

/** To the shop: an alert of the "Atención" list (decision 0031), with where to resolve it. */
export function alertForShop(
  alert: { kind: AlertKind; details: AlertDetails },
  adminUrl: string,
): MailContent {
  const { title } = ALERT_RULES[alert.kind];
  const order = alert.details.orderNumber ? `: pedido #${alert.details.orderNumber}` : '';
  return compose(`Atención — ${title}${order}`, [
    paragraph(alertMessage(alert.kind, alert.details)),
    link('Resolvelo en el panel', adminUrl),
  ]);
}

/** To the shopper when the order is Enviado: the tracking number and the link to follow it. */
export function orderShipped(order: MailOrder, trackingUrl: string): MailContent {
  return compose(`Tu pedido #${order.order_number} está en camino`, [
    paragraph(`¡Hola ${order.name}! Despachamos tu pedido #${order.order_number}.`),
    detailsBlock('Código de seguimiento de Correo Argentino', [order.track_id]),
    link('Seguí tu pedido', trackingUrl),
    detailsBlock('Entrega', shipmentLines(order)),
  ]);
}

/** To the shopper, when Mercado Pago refused the card: the order waits for another try. */
export function paymentRejected(order: MailOrder, orderUrl: string): MailContent {
  return compose(`Tu pago del pedido #${order.order_number} fue rechazado`, [
    paragraph(
      `Hola ${order.name}. Mercado Pago rechazó el pago de tu pedido #${order.order_number}, por ${money(order.transaction_amount)}.`,
    ),
    paragraph(
      'Tu pedido sigue reservado: podés pagarlo de nuevo con otra tarjeta o medio de pago.',
    ),
    itemsBlock(order),
    link('Reintentar el pago', orderUrl),
  ]);
}

export function orderCancelled(order: MailOrder): MailContent {
  return compose(`Pedido #${order.order_number} cancelado`, [
    paragraph(`Hola ${order.name}. Tu pedido #${order.order_number} fue cancelado.`),
    paragraph('Si tenés alguna duda, respondé este correo o escribinos por WhatsApp.'),
    itemsBlock(order),
  ]);
}

/** To the shop's contact address, on every new order. */
export function newOrderForShop(order: MailOrder): MailContent {
  return compose(`Nuevo pedido #${order.order_number} — ${order.name}`, [
    paragraph(
      `Entró el pedido #${order.order_number} (${order.payment_method}), estado: ${orderStatusLabel(order.status)}.`,
    ),
    detailsBlock(
      'Cliente',
      [
        order.name,
        order.email,
        order.phone,
        order.client_id ? `DNI/CUIT: ${order.client_id}` : '',
      ].filter(Boolean),
    ),
    itemsBlock(order),
    detailsBlock(
      'Entrega',
      [...shipmentLines(order), order.shipment.rate.productName].filter(Boolean),
    ),
  ]);
}

/** A size at or under the low-stock threshold, as the daily digest lists it. */
export interface LowStockSize {
  productName: string;
  variant: string;
  size: string;
  stock: number;
}

/** To the shop's contact address, once a day when some sizes are at or under the threshold. */
export function lowStockDigest(sizes: LowStockSize[], threshold: number): MailContent {
  const count = sizes.length === 1 ? '1 talle' : `${sizes.length} talles`;
  return compose(`Stock bajo: ${count} con ${threshold} unidades o menos`, [
    paragraph(`Estos talles tienen ${threshold} unidades o menos:`),
    detailsBlock(
      'Talles',
      sizes.map(
        (s) =>
          `${s.productName} · ${s.variant} · talle ${s.size}: ${s.stock === 1 ? '1 unidad' : `${s.stock} unidades`}`,
      ),
    ),
  ]);
}
