/**
 * Talking to a customer from an order (issue 44): a WhatsApp link with the number as wa.me wants
 * it, mailto: and tel: links, and the owner's message templates filled from the order.
 */
import { formatARS, type Cents } from './money.js';

/**
 * An Argentine phone as wa.me wants it: 54, the mobile 9, the area code without its 0 and the
 * number without the 15 ('011 15-2345-6789' → '5491123456789'). A number written with another
 * country's code ('+598 …', '00598 …') keeps its digits. Null when it cannot be a phone a chat
 * can reach: too short, no area code ('15 2345-6789'), letters.
 */
export function whatsappNumber(written: string): string | null {
  const text = written.trim();
  if (!/^[+\d\s().-]*\d[\d\s().-]*$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international && !digits.startsWith('54')) {
    return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
  }
  // A national number never starts with 5: a leading 54 is the country code, + or not.
  let national = digits.startsWith('54') ? digits.slice(2) : digits;
  // Area codes start with 1, 2 or 3: a leading 9 is the mobile prefix, a leading 0 the trunk.
  if (national.startsWith('9')) national = national.slice(1);
  if (national.startsWith('0')) national = national.slice(1);
  if (national.length === 12) national = withoutMobile15(national) ?? '';
  return /^(11\d{8}|[23]\d{9})$/.test(national) ? `549${national}` : null;
}

/**
 * The area code and number without the 15 written after the area code. The only 2-digit code is
 * 11, and Argentina's 3- and 4-digit codes never end where a '15' would be read one digit early,
 * so the first 15 found after 2 (only for 11), 3 or 4 digits is the mobile 15.
 */
function withoutMobile15(national: string): string | null {
  for (const areaLength of [2, 3, 4]) {
    if (areaLength === 2 && !national.startsWith('11')) continue;
    if (national.slice(areaLength, areaLength + 2) === '15') {
      return national.slice(0, areaLength) + national.slice(areaLength + 2);
    }
  }
  return null;
}

/** https://wa.me/<number>?text=…, or null when the phone is not one WhatsApp can reach. */
export function whatsappLink(phone: string, message = ''): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return message
    ? `https://wa.me/${number}?text=${encodeURIComponent(message)}`
    : `https://wa.me/${number}`;
}

/** tel: with the digits (and a leading +) as written; null without at least 6 digits. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** mailto: with an optional subject and body (encoded as RFC 6068 wants). */
export function mailtoLink(email: string, subject = '', body = ''): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  return `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}${
    query.length ? `?${query.join('&')}` : ''
  }`;
}

/** The placeholders a message template may use, with what each one says. */
export const MESSAGE_PLACEHOLDERS = {
  nombre: 'El nombre del cliente',
  pedido: 'El número de pedido',
  total: 'El total del pedido',
  banco: 'El banco de la cuenta',
  titular: 'El titular de la cuenta',
  cbu: 'El CBU',
  alias: 'El alias',
  seguimiento: 'El código de seguimiento del envío',
} as const;
export type MessagePlaceholder = keyof typeof MESSAGE_PLACEHOLDERS;

export type MessageTemplate = { name: string; text: string };

/** The templates a shop starts with (Ajustes → Mensajes a clientes changes them). */
export const DEFAULT_MESSAGE_TEMPLATES: MessageTemplate[] = [
  {
    name: 'Datos para la transferencia',
    text: '¡Hola {nombre}! Gracias por tu pedido #{pedido}. Para confirmarlo transferí {total} a la cuenta de {titular} ({banco}), CBU {cbu}, alias {alias}, y mandanos el comprobante por acá.',
  },
  {
    name: 'Tu pedido salió',
    text: '¡Hola {nombre}! Tu pedido #{pedido} ya salió por Correo Argentino. El código de seguimiento es {seguimiento}.',
  },
  {
    name: 'Listo para retirar',
    text: '¡Hola {nombre}! Tu pedido #{pedido} ya está listo para retirar en la sucursal de Correo Argentino que elegiste. Llevá tu DNI.',
  },
];

/**
 * The template with each {placeholder} replaced. A placeholder with no value, or one the shop
 * does not know, stays as written, so the owner sees what is missing before sending.
 */
export function fillTemplate(
  template: string,
  values: Partial<Record<MessagePlaceholder, string>>,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key as MessagePlaceholder] : undefined;
    return value ? value : whole;
  });
}

/** What an order and the shop's settings put in a template. */
export function orderMessageValues(
  order: { name: string; order_number: number; transaction_amount_cents: Cents; track_id: string },
  bankAccount: { bank: string; holder: string; cbu: string; alias: string },
): Partial<Record<MessagePlaceholder, string>> {
  return {
    nombre: order.name.trim().split(/\s+/)[0] ?? '',
    pedido: String(order.order_number),
    total: formatARS(order.transaction_amount_cents),
    banco: bankAccount.bank,
    titular: bankAccount.holder,
    cbu: bankAccount.cbu,
    alias: bankAccount.alias,
    seguimiento: order.track_id,
  };
}
