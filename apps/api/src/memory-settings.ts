// V8 lets the old generation grow to 4 times what survived its last full collection when the
// heap limit is large (2 GB or more: any machine with 8 GB). At 10,000 products the shop held
// ~300 MB of garbage that way before collecting it (decision 0033). A fixed factor keeps the heap
// near what is alive, at any catalogue size. V8 reads the flag at every collection, so setting
// it here, imported by main.ts before anything is loaded, holds however the shop is started.
// HEAP_GROWING_PERCENT=0 brings back V8's own factor, for benchmarks that compare.
import { setFlagsFromString } from 'node:v8';

const percent = Number(process.env.HEAP_GROWING_PERCENT ?? 50);
setFlagsFromString(`--heap-growing-percent=${percent}`);
