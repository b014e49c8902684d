/**
 * The `headers` of a page that is the same for every shopper (no cart, account or order in it).
 * `public` lets the shop's server keep the rendered page for a few seconds and serve it again,
 * emptied by any change in the shop; browsers still ask each time (`max-age=0`).
 */
export function sharedPageHeaders() {
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}
