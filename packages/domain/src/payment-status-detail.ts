/**
 * Mercado Pago's `status_detail` codes in the owner's words (INTEGRATIONS.md section 1.7). The
 * list keeps growing, so an unknown code gets a generic phrase and keeps showing its raw code.
 */
const MERCADO_PAGO_STATUS_DETAILS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    accredited: 'Pago acreditado',
    partially_refunded: 'Pago devuelto en parte',
    pending_capture: 'Pago autorizado, falta capturarlo',
    pending_contingency: 'Pago en proceso: Mercado Pago lo está acreditando',
    pending_review_manual: 'Pago en revisión manual de Mercado Pago',
    offline_process: 'Pago en proceso fuera de línea',
    deferred_retry: 'Cobro reprogramado: Mercado Pago lo volverá a intentar',
    pending_waiting_payment: 'Esperando que el cliente pague (efectivo o cupón)',
    pending_waiting_transfer: 'Esperando la transferencia del cliente',
    pending_challenge: 'Esperando que el cliente confirme la tarjeta con su banco',
    cc_rejected_bad_filled_card_number: 'Rechazado: número de tarjeta mal cargado',
    cc_rejected_bad_filled_date: 'Rechazado: fecha de vencimiento mal cargada',
    cc_rejected_bad_filled_other: 'Rechazado: datos de la tarjeta mal cargados',
    cc_rejected_bad_filled_security_code: 'Rechazado: código de seguridad mal cargado',
    cc_rejected_blacklist: 'Rechazado: la tarjeta está bloqueada para pagos',
    cc_rejected_call_for_authorize: 'Rechazado: el cliente debe autorizar el pago con su banco',
    cc_rejected_card_disabled: 'Rechazado: la tarjeta no está activada',
    cc_rejected_card_error: 'Rechazado: la tarjeta no pudo procesar el pago',
    cc_rejected_duplicated_payment: 'Rechazado: pago duplicado',
    cc_rejected_high_risk: 'Rechazado por prevención de fraude',
    cc_rejected_insufficient_amount: 'Rechazado: fondos insuficientes',
    cc_rejected_invalid_installments: 'Rechazado: la tarjeta no acepta esas cuotas',
    cc_rejected_max_attempts: 'Rechazado: se superó el límite de intentos',
    cc_rejected_other_reason: 'Rechazado por el banco emisor',
    cc_rejected_card_type_not_allowed: 'Rechazado: ese tipo de tarjeta no se acepta',
    rejected_by_bank: 'Rechazado por el banco',
    rejected_insufficient_data: 'Rechazado: faltan datos del pagador',
    expired: 'Cancelado: venció el plazo para pagar',
    by_collector: 'Cancelado por la tienda',
    by_payer: 'Cancelado por el cliente',
    refunded: 'Pago devuelto',
    by_admin: 'Pago devuelto por un administrador',
    settled: 'Contracargo resuelto',
    reimbursed: 'Contracargo reintegrado',
    in_process: 'Contracargo en proceso',
  }),
);

const UNKNOWN_CODE_TEXT = 'Detalle informado por Mercado Pago';

/** Mercado Pago's payment `status` values (INTEGRATIONS.md section 1.7) in the owner's words. */
const MERCADO_PAGO_STATUSES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    approved: 'aprobado',
    authorized: 'autorizado',
    pending: 'pendiente',
    in_process: 'en proceso',
    in_mediation: 'en disputa',
    rejected: 'rechazado',
    cancelled: 'cancelado',
    refunded: 'devuelto',
    charged_back: 'contracargo',
  }),
);

/** A payment's status in Spanish; a status Mercado Pago adds later shows as it comes. */
export const paymentStatusLabel = (status: string) => MERCADO_PAGO_STATUSES.get(status) ?? status;

/** Provider codes are lower-case words joined by underscores; the shop's own notes are sentences. */
const PROVIDER_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export interface StatusDetailText {
  /** What the owner reads. */
  text: string;
  /** Mercado Pago's raw code, when the detail is one; null for the shop's own sentences. */
  code: string | null;
}

/**
 * An order's `status_detail` as the admin shows it: a Mercado Pago code becomes Spanish words and
 * keeps its code; a sentence the shop wrote itself shows as it is.
 */
export function describeStatusDetail(detail: string): StatusDetailText {
  const trimmed = detail.trim();
  if (!PROVIDER_CODE.test(trimmed)) return { text: trimmed, code: null };
  return { text: MERCADO_PAGO_STATUS_DETAILS.get(trimmed) ?? UNKNOWN_CODE_TEXT, code: trimmed };
}
