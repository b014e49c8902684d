import type { ProductAnswer } from '@shop/domain';
import { useEffect, useState } from 'react';
import { isHydrating } from '../../lib/hydrated';

/**
 * The product as the API answers it now. A product page sent as the document may have been
 * rendered before the last orders (the shop keeps a page while every size stays as available as
 * it was: domain `productAsPageShowsIt`), so once the page runs it reads the exact stock again.
 * Pages reached by a link carry data read for that navigation, which is already current.
 */
export function useLiveProduct(rendered: ProductAnswer): ProductAnswer {
  const [live, setLive] = useState<ProductAnswer | null>(null);
  useEffect(() => {
    if (!isHydrating()) return;
    const aborted = new AbortController();
    fetch(`/api/products/${encodeURIComponent(rendered.slug)}`, { signal: aborted.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ProductAnswer>) : null))
      .then((answer) => {
        if (answer?.id === rendered.id) setLive(answer);
      })
      // Offline or refused: the rendered counts stand; the cart and checkout check stock again.
      .catch(() => undefined);
    return () => aborted.abort();
  }, [rendered.id, rendered.slug]);
  return live?.id === rendered.id ? live : rendered;
}
