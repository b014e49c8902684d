/** One analytics event of SPEC.md section 7 (AddToCart, MetaViewContent, ...). */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** Pushes an event to the page's `window.dataLayer`, creating the array when missing. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const page = window as Window & { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  page.dataLayer.push(event);
}
