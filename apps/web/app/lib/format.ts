const priceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Price in pesos as the shop shows it: 89999 -> "$89,999.00". */
export function formatPrice(pesos: number): string {
  return `$${priceFormat.format(pesos)}`;
}
