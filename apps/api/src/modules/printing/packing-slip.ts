/** The packing slip (remito): one A4 page per order, to put in the parcel and to pack from. */
import { formatARS, type Settings } from '@shop/domain';
import { FONT, INK, PAGE, placeText, shopDateTime, winAnsi, type Pdf } from './pdf.js';
import type { PrintedLine, PrintedOrder } from './printed-order.js';

type Sender = Settings['sender'];
type Contact = Settings['contact'];

/** The lines table: header, width (points) and how each line fills it. */
const COLUMNS: {
  title: string;
  width: number;
  align?: 'right' | 'center';
  value: (line: PrintedLine) => string;
}[] = [
  { title: 'Producto', width: 166, value: (l) => l.name },
  { title: 'Color', width: 82, value: (l) => l.colour },
  { title: 'Talle', width: 38, align: 'center', value: (l) => l.size },
  { title: 'SKU', width: 66, value: (l) => l.sku || '—' },
  { title: 'Cant.', width: 34, align: 'center', value: (l) => String(l.quantity) },
  {
    title: 'Precio',
    width: 70,
    align: 'right',
    value: (l) => (l.unitCents === 0 ? 'Sin cargo' : formatARS(l.unitCents)),
  },
  { title: 'Importe', width: 0, align: 'right', value: (l) => formatARS(l.totalCents) },
];

const CELL_PAD = 4;

function text(doc: Pdf, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  doc.text(winAnsi(value), x, y, options);
}

/** A small grey caption over a block. */
function caption(doc: Pdf, title: string, x: number, y: number) {
  doc.font(FONT.bold).fontSize(8).fillColor(INK.muted);
  text(doc, title.toUpperCase(), x, y, { characterSpacing: 0.6 });
  doc.fillColor(INK.text);
}

function rule(doc: Pdf, y: number, weight = 0.6) {
  const { left, right } = doc.page.margins;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .lineWidth(weight)
    .strokeColor(INK.rule)
    .stroke();
}

/** The shop and the slip's title, order number and date; answers where the page goes on. */
function heading(doc: Pdf, order: PrintedOrder, sender: Sender, contact: Contact, more: boolean) {
  const { left, top } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(FONT.bold).fontSize(16).fillColor(INK.text);
  text(doc, sender.name, left, top, { width: width * 0.6 });
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  const shop = [
    sender.address,
    [placeText(sender.city, sender.province), sender.zipCode && `CP ${sender.zipCode}`]
      .filter(Boolean)
      .join(', '),
    [contact.phone && `Tel. ${contact.phone}`, contact.whatsapp && `WhatsApp ${contact.whatsapp}`]
      .filter(Boolean)
      .join(' · '),
    contact.email,
  ].filter(Boolean);
  text(doc, shop.join('\n'), left, doc.y + 2, { width: width * 0.6, lineGap: 1 });
  const shopBottom = doc.y;

  doc.font(FONT.bold).fontSize(20).fillColor(INK.text);
  text(doc, more ? 'REMITO (cont.)' : 'REMITO', left, top, { width, align: 'right' });
  doc.fontSize(13);
  text(doc, `Pedido #${order.number}`, left, doc.y + 2, { width, align: 'right' });
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  text(doc, `Fecha: ${shopDateTime(order.createdAt)}`, left, doc.y + 3, {
    width,
    align: 'right',
  });
  const y = Math.max(shopBottom, doc.y) + 10;
  rule(doc, y, 1);
  doc.fillColor(INK.text);
  return y + 12;
}

/** Customer and delivery side by side; answers where the page goes on. */
function parties(doc: Pdf, order: PrintedOrder, y: number) {
  const { left } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = (width - 20) / 2;
  const right = left + half + 20;

  caption(doc, 'Cliente', left, y);
  doc.font(FONT.bold).fontSize(11);
  text(doc, order.customer.name, left, y + 12, { width: half });
  doc.font(FONT.regular).fontSize(9.5);
  const customer = [
    order.customer.clientId && `DNI/CUIT: ${order.customer.clientId}`,
    order.customer.email,
    order.customer.phone && `Tel. ${order.customer.phone}`,
  ].filter(Boolean);
  text(doc, customer.join('\n'), left, doc.y + 2, { width: half, lineGap: 1 });
  const customerBottom = doc.y;

  caption(doc, 'Entrega', right, y);
  doc.font(FONT.bold).fontSize(10);
  text(doc, order.delivery.title, right, y + 12, { width: half });
  doc.font(FONT.regular).fontSize(9.5);
  text(doc, order.delivery.lines.join('\n'), right, doc.y + 2, { width: half, lineGap: 1 });
  if (order.delivery.note) {
    doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
    text(doc, `Indicaciones: ${order.delivery.note}`, right, doc.y + 2, { width: half });
    doc.fillColor(INK.text);
  }
  return Math.max(customerBottom, doc.y) + 16;
}

function columnWidths(doc: Pdf): number[] {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const fixed = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  return COLUMNS.map((c) => c.width || width - fixed);
}

function tableHeader(doc: Pdf, y: number): number {
  const widths = columnWidths(doc);
  let x = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(8.5).fillColor(INK.muted);
  COLUMNS.forEach((column, i) => {
    const width = widths[i]!;
    text(doc, column.title, x + CELL_PAD, y, {
      width: width - 2 * CELL_PAD,
      align: column.align ?? 'left',
    });
    x += width;
  });
  doc.fillColor(INK.text);
  rule(doc, y + 13, 0.8);
  return y + 18;
}

/** One line's height: the tallest cell, the product name wrapping, its promotion under it. */
function lineHeight(doc: Pdf, line: PrintedLine, widths: number[]): number {
  doc.font(FONT.regular).fontSize(9.5);
  const cells = COLUMNS.map((column, i) =>
    doc.heightOfString(winAnsi(column.value(line)), { width: widths[i]! - 2 * CELL_PAD }),
  );
  doc.fontSize(8);
  const promotion = line.promotion
    ? doc.heightOfString(winAnsi(line.promotion), { width: widths[0]! - 2 * CELL_PAD }) + 1
    : 0;
  return Math.max(...cells, cells[0]! + promotion) + 8;
}

function tableLine(doc: Pdf, line: PrintedLine, y: number, widths: number[]) {
  let x = doc.page.margins.left;
  doc.font(FONT.regular).fontSize(9.5).fillColor(INK.text);
  COLUMNS.forEach((column, i) => {
    const width = widths[i]!;
    text(doc, column.value(line), x + CELL_PAD, y, {
      width: width - 2 * CELL_PAD,
      align: column.align ?? 'left',
    });
    if (i === 0 && line.promotion) {
      doc.fontSize(8).fillColor(INK.muted);
      text(doc, line.promotion, x + CELL_PAD, doc.y + 1, { width: width - 2 * CELL_PAD });
      doc.fontSize(9.5).fillColor(INK.text);
    }
    x += width;
  });
}

/** Totals on the right, payment method and notes on the left; answers where it ends. */
function closing(doc: Pdf, order: PrintedOrder, y: number) {
  const { left } = doc.page.margins;
  const right = doc.page.width - doc.page.margins.right;
  const labelX = right - 250;
  let line = y;
  doc.font(FONT.regular).fontSize(9.5);
  for (const total of order.totals) {
    text(doc, total.label, labelX, line, { width: 150 });
    text(doc, total.free ? 'Gratis' : formatARS(total.cents), right - 100, line, {
      width: 100 - CELL_PAD,
      align: 'right',
    });
    line += 15;
  }
  doc.moveTo(labelX, line).lineTo(right, line).lineWidth(0.8).strokeColor(INK.rule).stroke();
  doc.font(FONT.bold).fontSize(12);
  text(doc, 'Total', labelX, line + 6, { width: 150 });
  text(doc, formatARS(order.totalCents), right - 120, line + 6, {
    width: 120 - CELL_PAD,
    align: 'right',
  });
  const totalsBottom = line + 24;

  const width = labelX - left - 24;
  caption(doc, 'Medio de pago', left, y);
  doc.font(FONT.regular).fontSize(10);
  text(doc, order.paymentMethod, left, y + 12, { width });
  if (order.notes) {
    caption(doc, 'Notas', left, doc.y + 10);
    doc.font(FONT.regular).fontSize(9.5);
    text(doc, order.notes, left, doc.y + 3, { width });
  }
  return Math.max(totalsBottom, doc.y);
}

/** Adds the order's slip: a page, and more only when its lines do not fit on one. */
export function drawPackingSlip(doc: Pdf, order: PrintedOrder, sender: Sender, contact: Contact) {
  doc.addPage({ size: PAGE.slip.size, margin: PAGE.slip.margin });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = parties(doc, order, heading(doc, order, sender, contact, false));
  const widths = columnWidths(doc);
  y = tableHeader(doc, y);
  for (const line of order.lines) {
    const height = lineHeight(doc, line, widths);
    if (y + height > bottom()) {
      doc.addPage({ size: PAGE.slip.size, margin: PAGE.slip.margin });
      y = tableHeader(doc, heading(doc, order, sender, contact, true));
    }
    tableLine(doc, line, y, widths);
    y += height;
    rule(doc, y - 4, 0.3);
  }
  const closingHeight = 40 + order.totals.length * 15 + (order.notes ? 60 : 0);
  if (y + closingHeight > bottom()) {
    doc.addPage({ size: PAGE.slip.size, margin: PAGE.slip.margin });
    y = heading(doc, order, sender, contact, true);
  }
  closing(doc, order, y + 8);
}
