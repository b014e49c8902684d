/** The products list's bulk price change (issue 45): by a percentage or an amount, optionally to $…99. */

export type PriceChange = {
  kind: 'percent' | 'amount';
  /** Percent (-90 to 500) or pesos (may be negative); never 0. */
  value: number;
  /** Round to the nearest whole price ending in 99 pesos ($12.399). */
  round99: boolean;
};

/** The nearest whole-peso price ending in 99 (ties go up), never below $99. */
export function roundTo99(cents: number): number {
  const pesos = cents / 100;
  const below = Math.floor((pesos - 99) / 100) * 100 + 99;
  const nearest = pesos - below < below + 100 - pesos ? below : below + 100;
  return Math.max(99, nearest) * 100;
}

/** The new price in cents, or the Spanish reason it cannot be applied. */
export function changedPrice(
  priceCents: number,
  change: PriceChange,
): { ok: true; priceCents: number } | { ok: false; message: string } {
  const raw =
    change.kind === 'percent'
      ? Math.round((priceCents * (100 + change.value)) / 100)
      : priceCents + Math.round(change.value * 100);
  if (raw <= 0) return { ok: false, message: 'El precio quedaría en $0 o menos.' };
  return { ok: true, priceCents: change.round99 ? roundTo99(raw) : raw };
}
