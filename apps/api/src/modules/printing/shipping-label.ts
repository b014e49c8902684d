/** The shipping label: one 10 × 15 cm page per parcel, recipient first, sender at the foot. */
import type { Settings } from '@shop/domain';
import { code128Modules, drawBars } from './barcode.js';
import { FONT, INK, PAGE, placeText, winAnsi, type Pdf } from './pdf.js';
import type { PrintedOrder } from './printed-order.js';

type Sender = Settings['sender'];

const kilos = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** "850 g", "1,25 kg". */
export function weightText(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${kilos.format(grams / 1000)} kg`;
}

function text(doc: Pdf, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  doc.text(winAnsi(value), x, y, { ...options, lineBreak: options.lineBreak ?? true });
}

function caption(doc: Pdf, title: string, x: number, y: number) {
  doc.font(FONT.bold).fontSize(7).fillColor(INK.muted);
  text(doc, title.toUpperCase(), x, y, { characterSpacing: 0.8 });
  doc.fillColor(INK.text);
}

function rule(doc: Pdf, y: number) {
  const { left, right } = doc.page.margins;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .lineWidth(1)
    .strokeColor(INK.text)
    .stroke();
}

/** Adds the order's label; `contactPhone` is the shop's, printed under the sender. */
export function drawShippingLabel(
  doc: Pdf,
  order: PrintedOrder,
  sender: Sender,
  contactPhone: string,
) {
  doc.addPage({ size: PAGE.label.size, margin: PAGE.label.margin });
  const { left, top } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;

  // The band the sorter reads first: how the parcel travels.
  const band = 22;
  doc.rect(left, top, width, band).fill(INK.band);
  const travel = order.delivery.type === 'S' ? 'RETIRO EN SUCURSAL' : 'ENVÍO A DOMICILIO';
  const bandText = winAnsi(`CORREO ARGENTINO · ${travel}`);
  let size = 11;
  doc.font(FONT.bold);
  while (size > 7 && doc.fontSize(size).widthOfString(bandText) > width - 12) size -= 0.5;
  doc.fillColor('#ffffff');
  text(doc, bandText, left + 6, top + (band - size) / 2 + 1, {
    width: width - 12,
    lineBreak: false,
  });
  doc.fillColor(INK.text);

  let y = top + band + 8;
  caption(doc, 'Destinatario', left, y);
  // Each block is cut (…) at a height, so a long name or address never pushes the label onto a
  // second page.
  doc.font(FONT.bold).fontSize(15);
  text(doc, order.customer.name, left, y + 10, { width, height: 36, ellipsis: true });
  doc.font(FONT.regular).fontSize(11);
  text(doc, order.delivery.lines.join('\n'), left, doc.y + 2, {
    width,
    lineGap: 1,
    height: 80,
    ellipsis: true,
  });
  if (order.delivery.note) {
    doc.fontSize(9).fillColor(INK.muted);
    text(doc, order.delivery.note, left, doc.y + 2, { width, height: 22, ellipsis: true });
    doc.fillColor(INK.text);
  }
  if (order.customer.phone) {
    doc.fontSize(10);
    text(doc, `Tel. ${order.customer.phone}`, left, doc.y + 3, { width });
  }
  y = doc.y + 8;
  rule(doc, y);

  // Order number on the left; the parcel's weight and size on the right.
  y += 7;
  caption(doc, 'Pedido', left, y);
  doc.font(FONT.bold).fontSize(20);
  text(doc, `#${order.number}`, left, y + 9, { width: width / 2 });
  const parcel = order.parcel;
  caption(doc, 'Peso y medidas', left + width / 2, y);
  doc.font(FONT.regular).fontSize(parcel.ok ? 11 : 8);
  text(
    doc,
    parcel.ok
      ? `${weightText(parcel.parcel.weight)}\n${parcel.parcel.length} × ${parcel.parcel.width} × ${parcel.parcel.height} cm`
      : 'Sin datos: faltan el peso y las medidas de un producto',
    left + width / 2,
    y + 10,
    { width: width / 2, lineGap: 1 },
  );
  y += 42;
  rule(doc, y);

  // The tracking code as bars once the carrier gave it, and always as text.
  y += 7;
  caption(doc, 'Código de seguimiento', left, y);
  y += 11;
  const bars = order.trackId ? code128Modules(order.trackId) : null;
  if (bars) {
    drawBars(doc, bars, { x: left + 10, y, width: width - 20, height: 58 });
    y += 62;
  }
  doc.font(bars ? FONT.bold : FONT.regular).fontSize(bars ? 12 : 9);
  text(
    doc,
    order.trackId || 'Todavía sin código: se asigna al generar el envío en MiCorreo.',
    left,
    y,
    { width, align: bars ? 'center' : 'left', characterSpacing: bars ? 1.5 : 0 },
  );
  y = doc.y + 8;

  // The sender at the foot, where Correo Argentino returns an undelivered parcel.
  const senderLines = [
    sender.address,
    placeText(sender.city, sender.province),
    [sender.zipCode && `CP ${sender.zipCode}`, contactPhone && `Tel. ${contactPhone}`]
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);
  const senderText = winAnsi(senderLines.join('\n'));
  doc.font(FONT.bold).fontSize(10);
  const nameHeight = doc.heightOfString(winAnsi(sender.name), { width });
  doc.font(FONT.regular).fontSize(9);
  const linesHeight = doc.heightOfString(senderText, { width, lineGap: 1 });
  const bottom = doc.page.height - doc.page.margins.bottom;
  const foot = Math.max(y, bottom - (14 + nameHeight + 1 + linesHeight + 2));
  rule(doc, foot);
  caption(doc, 'Remitente', left, foot + 5);
  doc.font(FONT.bold).fontSize(10);
  text(doc, sender.name, left, foot + 14, { width });
  doc.font(FONT.regular).fontSize(9);
  text(doc, senderLines.join('\n'), left, doc.y + 1, {
    width,
    lineGap: 1,
    height: Math.max(bottom - doc.y - 1, 10),
    ellipsis: true,
  });
}
