/** A page as React Router rendered it, read whole (no page streams deferred data). */
export type RenderedPage = {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
  /** The products its API answers showed (productsShownIn), when known. */
  shows?: Set<string> | 'all';
};
