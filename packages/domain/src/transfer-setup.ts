import type { Settings } from './schemas/settings.js';

/**
 * What the shop still lacks to take bank transfers, in the owner's words: an account to pay into
 * (CBU or alias, and its holder) and the WhatsApp number receipts go to. Until nothing is
 * missing, the checkout does not offer transfer.
 */
export function missingForTransfer(settings: Pick<Settings, 'bankAccount' | 'contact'>): string[] {
  const { bankAccount, contact } = settings;
  const missing: string[] = [];
  if (!bankAccount.cbu.trim() && !bankAccount.alias.trim()) {
    missing.push('el CBU o el alias de la cuenta bancaria');
  }
  if (!bankAccount.holder.trim()) missing.push('el titular de la cuenta bancaria');
  if (!contact.whatsapp.replace(/\D/g, '')) missing.push('el número de WhatsApp');
  return missing;
}

export function isTransferOffered(settings: Pick<Settings, 'bankAccount' | 'contact'>): boolean {
  return missingForTransfer(settings).length === 0;
}
