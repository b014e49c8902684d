/**
 * Writes from a stale page (decision 0030): the owner's forms send the `version` they read; a
 * write against a newer version changes nothing and answers 409 with this message.
 */
export const STALE_WRITE_ERROR = 'stale_version';

export const STALE_WRITE_MESSAGES = {
  order: 'El pedido cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  product: 'El producto cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  coupon: 'El cupón cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  promotion: 'La promoción cambió mientras la editabas: revisá los cambios y volvé a guardar',
} as const;
export type VersionedEntity = keyof typeof STALE_WRITE_MESSAGES;
