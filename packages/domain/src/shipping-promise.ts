/**
 * What the shop promises about free shipping, worded from the same settings the charge uses
 * (order-pricing's shippingCharge: the rate is free from the threshold, home delivery always adds
 * its surcharge), so no page promises more than the checkout charges.
 */
export interface FreeShippingTerms {
  /** Pesos of cart subtotal from which the carrier's rate is free. */
  freeShippingThreshold: number;
  /** Pesos added to home delivery, free shipping or not. */
  homeDeliverySurcharge: number;
}

/** "$45.000", as the shop writes amounts in running text (Argentine thousands). */
export function formatPesosShort(pesos: number): string {
  return `$${String(Math.round(pesos)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** 'Envío gratis a sucursal desde $45.000', or '… desde $45.000' when home delivery costs nothing more. */
export function freeShippingHeadline(terms: FreeShippingTerms): string {
  const where = terms.homeDeliverySurcharge > 0 ? ' a sucursal' : '';
  return `Envío gratis${where} desde ${formatPesosShort(terms.freeShippingThreshold)}`;
}

/** 'a domicilio +$2.350', or 'a sucursal o a domicilio' when home delivery costs nothing more. */
export function homeDeliveryNote(terms: FreeShippingTerms): string {
  return terms.homeDeliverySurcharge > 0
    ? `a domicilio +${formatPesosShort(terms.homeDeliverySurcharge)}`
    : 'a sucursal o a domicilio';
}

/** 'Envío gratis a sucursal desde $45.000; a domicilio +$2.350', in one sentence. */
export function freeShippingPromise(terms: FreeShippingTerms): string {
  return terms.homeDeliverySurcharge > 0
    ? `${freeShippingHeadline(terms)}; ${homeDeliveryNote(terms)}`
    : `${freeShippingHeadline(terms)}, ${homeDeliveryNote(terms)}`;
}

/** The cart's note once the subtotal reaches the threshold. */
export function freeShippingReachedText(terms: FreeShippingTerms): string {
  return terms.homeDeliverySurcharge > 0
    ? `¡Tu compra tiene envío gratis a sucursal! A domicilio: +${formatPesosShort(terms.homeDeliverySurcharge)}.`
    : '¡Tu compra tiene envío gratis!';
}

/** The cart's note while the subtotal is short of the threshold ("$1,234.00" formatted by the caller). */
export function freeShippingMissingText(missing: string, terms: FreeShippingTerms): string {
  return `Te faltan ${missing} para el envío gratis${terms.homeDeliverySurcharge > 0 ? ' a sucursal' : ''}.`;
}
