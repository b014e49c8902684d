import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './schemas/settings.js';
import { isTransferOffered, missingForTransfer } from './transfer-setup.js';

const READY = {
  bankAccount: {
    bank: 'Banco Nación',
    holder: 'Tienda SRL',
    cbu: '',
    alias: 'tienda.pagos',
    cuit: '',
  },
  contact: { whatsapp: '+54 9 11 5555-6666', email: '', phone: '', instagram: '' },
};

describe('transfer setup (issue 21, item 4)', () => {
  it('is not offered by a new shop, and says what is missing', () => {
    expect(isTransferOffered(DEFAULT_SETTINGS)).toBe(false);
    expect(missingForTransfer(DEFAULT_SETTINGS)).toEqual([
      'el CBU o el alias de la cuenta bancaria',
      'el titular de la cuenta bancaria',
      'el número de WhatsApp',
    ]);
  });

  it('is offered with an account (CBU or alias, and holder) and a WhatsApp number', () => {
    expect(isTransferOffered(READY)).toBe(true);
    expect(missingForTransfer({ ...READY, contact: { ...READY.contact, whatsapp: ' ' } })).toEqual([
      'el número de WhatsApp',
    ]);
  });
});
