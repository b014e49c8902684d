import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  fillTemplate,
  mailtoLink,
  MESSAGE_PLACEHOLDERS,
  orderMessageValues,
  telLink,
  whatsappLink,
  whatsappNumber,
} from './customer-contact.js';

describe('whatsappNumber: Argentine phones as wa.me wants them', () => {
  it.each([
    ['011 15-2345-6789', '5491123456789'],
    ['(0351) 15 555-1234', '5493515551234'],
    ['+54 9 11 2345 6789', '5491123456789'],
    ['+54 11 2345-6789', '5491123456789'],
    ['+54 9 11 15 2345 6789', '5491123456789'],
    ['0054 9 351 555 1234', '5493515551234'],
    ['5491123456789', '5491123456789'],
    ['11 2345 6789', '5491123456789'],
    ['1123456789', '5491123456789'],
    ['0221 15 412-3456', '5492214123456'],
    ['(02954) 15-41-2345', '5492954412345'],
    ['3715 15 41 2345', '5493715412345'],
    ['0341 4123456', '5493414123456'],
    ['+598 99 123 456', '59899123456'],
    ['0059899123456', '59899123456'],
  ])('%s → %s', (written, expected) => {
    expect(whatsappNumber(written)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['15 2345-6789', 'no area code'],
    ['2345-6789', 'a local number'],
    ['011 2345 678', 'one digit short'],
    ['011 15 2345 67890', 'one digit long'],
    ['0800 555 1234', 'a toll-free number'],
    ['11-2345-6789 int. 3', 'words in it'],
    ['sin teléfono', 'no digits'],
    ['+0 123', 'a bad country code'],
  ])('%s is refused (%s)', (written) => {
    expect(whatsappNumber(written)).toBeNull();
  });

  /** Area codes as Argentina numbers them: 11, or 3 or 4 digits starting with 2 or 3. */
  const areaCode = fc.oneof(
    fc.constant('11'),
    fc.stringMatching(/^[23]\d{2}$/),
    fc.stringMatching(/^[23]\d{3}$/),
  );
  const phone = areaCode.chain((code) =>
    fc.record({
      code: fc.constant(code),
      number: fc.stringMatching(new RegExp(`^[2-9]\\d{${9 - code.length}}$`)),
      separator: fc.constantFrom(' ', '-', '', '.'),
    }),
  );
  /** Ways people write the same mobile number. */
  const forms = (code: string, number: string, sep: string): string[] => {
    const half = Math.floor(number.length / 2);
    const split = `${number.slice(0, half)}${sep}${number.slice(half)}`;
    return [
      `0${code}${sep}15${sep}${split}`,
      `(0${code}) 15${sep}${split}`,
      `+54 9 ${code} ${split}`,
      `+54 ${code}${sep}${split}`,
      `+54 9 ${code} 15 ${split}`,
      `549${code}${number}`,
      `0054 9 ${code} ${split}`,
      `${code}${sep}${split}`,
      `${code}15${number}`,
      `0${code}${sep}${split}`,
    ];
  };

  it('every way of writing a mobile number gives 549 + area code + number', () => {
    fc.assert(
      fc.property(phone, ({ code, number, separator }) => {
        for (const written of forms(code, number, separator)) {
          expect(whatsappNumber(written), written).toBe(`549${code}${number}`);
        }
      }),
    );
  });

  it('never throws; answers null or a number wa.me takes, and reads its own answer back', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[+(]?[\d\s().-]{0,22}$/)),
        (written) => {
          const number = whatsappNumber(written);
          if (number === null) return;
          expect(number).toMatch(/^[1-9]\d{7,14}$/);
          if (number.startsWith('54')) expect(number).toMatch(/^549(11\d{8}|[23]\d{9})$/);
          expect(whatsappNumber(`+${number}`)).toBe(number);
        },
      ),
    );
  });
});

describe('links', () => {
  it('wa.me carries the message encoded, and is null for a phone WhatsApp cannot reach', () => {
    expect(whatsappLink('011 15-2345-6789', 'Hola Ana & cía: $1.000')).toBe(
      'https://wa.me/5491123456789?text=Hola%20Ana%20%26%20c%C3%ADa%3A%20%241.000',
    );
    expect(whatsappLink('011 15-2345-6789')).toBe('https://wa.me/5491123456789');
    expect(whatsappLink('1234')).toBeNull();
  });

  it('tel: keeps the digits and a leading +', () => {
    expect(telLink('+54 9 11 2345-6789')).toBe('tel:+5491123456789');
    expect(telLink('(011) 4555-1234')).toBe('tel:01145551234');
    expect(telLink('12')).toBeNull();
  });

  it('mailto: encodes subject and body', () => {
    expect(mailtoLink('ana@example.com')).toBe('mailto:ana@example.com');
    expect(mailtoLink(' ana+x@example.com ', 'Pedido #1001', 'Hola\nAna')).toBe(
      'mailto:ana%2Bx@example.com?subject=Pedido%20%231001&body=Hola%0AAna',
    );
  });
});

describe('message templates', () => {
  const order = {
    name: 'Ana María Pérez',
    order_number: 1042,
    transaction_amount_cents: 8_999_950,
    track_id: '',
  };
  const bank = {
    bank: 'Banco Nación',
    holder: 'Tienda SRL',
    cbu: '0110599520000001234567',
    alias: 'tienda.mp',
  };

  it('fills the transfer instructions with the amount and the account', () => {
    const values = orderMessageValues(order, bank);
    expect(fillTemplate(DEFAULT_MESSAGE_TEMPLATES[0]!.text, values)).toBe(
      '¡Hola Ana! Gracias por tu pedido #1042. Para confirmarlo transferí $89,999.50 a la cuenta de Tienda SRL (Banco Nación), CBU 0110599520000001234567, alias tienda.mp, y mandanos el comprobante por acá.',
    );
  });

  it('leaves a placeholder without value, or unknown, as written', () => {
    const values = orderMessageValues(order, bank);
    expect(fillTemplate('Código {seguimiento} de {pedido} {otro}', values)).toBe(
      'Código {seguimiento} de 1042 {otro}',
    );
  });

  it('replaces every known placeholder once, never a value that looks like one', () => {
    const keys = Object.keys(MESSAGE_PLACEHOLDERS) as (keyof typeof MESSAGE_PLACEHOLDERS)[];
    const piece = fc.oneof(
      fc.record({ text: fc.string().filter((text) => !text.includes('{')) }),
      fc.record({ key: fc.constantFrom(...keys) }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        // Values may hold braces and placeholder names: they are never read again.
        fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.constant('{nombre}'))),
        (pieces, values) => {
          const template = pieces.map((p) => ('key' in p ? `{${p.key}}` : p.text)).join('');
          const expected = pieces
            .map((p) => ('key' in p ? values[p.key] || `{${p.key}}` : p.text))
            .join('');
          expect(fillTemplate(template, values)).toBe(expected);
        },
      ),
    );
  });
});
