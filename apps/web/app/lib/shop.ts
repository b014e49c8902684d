export const shopName = 'Tienda deportiva';

/** Document title of a page: "Botín Predator | Tienda deportiva". */
export function pageTitle(page: string): string {
  return `${page} | ${shopName}`;
}
