/** SPEC.md section 9: admin lists show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;
/** SPEC.md section 9: the pager shows two pages either side of the current one. */
export const PAGE_WINDOW = 2;

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers the pager offers around `current` (1-based): at most `window` either side. */
export function pageWindow(current: number, pages: number, window = PAGE_WINDOW): number[] {
  const first = Math.max(1, current - window);
  const last = Math.min(pages, current + window);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The rows of one page (1-based). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
