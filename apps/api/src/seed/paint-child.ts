/**
 * The picture process of painter.ts: draws what it is asked over IPC and exits when the seed
 * disconnects, taking libvips' memory with it.
 */
import type { PaintAnswer, PaintRequest } from './painter.js';
import { productImageWebp } from './pictures/product-picture.js';
import { promotionImageWebp } from './pictures/promotion-banner.js';

process.on('message', (request: PaintRequest) => {
  const drawing =
    request.kind === 'product'
      ? productImageWebp(request.options)
      : promotionImageWebp(request.options);
  drawing.then(
    (bytes) => process.send?.({ id: request.id, bytes } satisfies PaintAnswer),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PaintAnswer),
  );
});
process.on('disconnect', () => process.exit(0));
