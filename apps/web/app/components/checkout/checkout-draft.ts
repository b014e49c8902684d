/**
 * What the shopper typed in the checkout, kept for the tab's session (sessionStorage) so a reload
 * does not wipe it: the contact e-mail, the address boxes and whether the address was confirmed.
 * No payment data exists in the form to keep.
 */
import { checkoutAddressSchema, contactEmailSchema, type PayerInfo } from '@shop/domain';
import { z } from '../../lib/zod';
import { EMPTY_ADDRESS, type AddressDraft } from './address-form';

const KEY = 'checkout-draft';

export interface CheckoutDraft {
  contactEmail: string;
  address: AddressDraft;
  /** The address confirmed with Continuar, checked again on reading with the form's schema. */
  addressConfirmed: boolean;
}

const box = z.string().max(500).catch('');
const draftShape = z.object({
  contactEmail: box,
  address: z
    .object(Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((name) => [name, box])))
    .catch({}),
  addressConfirmed: z.boolean().catch(false),
});

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the kept copy.
  }
}

/** The kept draft, with the confirmed e-mail and payer only when the schemas still take them. */
export function loadCheckoutDraft(): {
  contactEmail: string;
  confirmedEmail: string | null;
  address: AddressDraft;
  payer: PayerInfo | null;
} | null {
  let stored: unknown;
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = draftShape.safeParse(stored);
  if (!parsed.success) return null;
  const { contactEmail, addressConfirmed } = parsed.data;
  const address: AddressDraft = { ...EMPTY_ADDRESS, ...parsed.data.address };
  const email = contactEmailSchema.safeParse(contactEmail);
  const payer = addressConfirmed ? checkoutAddressSchema.safeParse(address) : null;
  return {
    contactEmail,
    confirmedEmail: email.success ? email.data : null,
    address,
    payer: payer?.success ? payer.data : null,
  };
}
