/** 45000 -> "45.000": the marketing banners' Argentine grouping, the same on server and browser. */
export function formatThousands(pesos: number): string {
  return String(Math.round(pesos)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
