/**
 * A flood of the unpaged catalogue with a new unknown parameter on every request, in a process
 * of its own so that reading its large answers does not slow the shopper's own measurement.
 * Prints autocannon's result as JSON.   tsx bench/lib/flood-client.ts <base> <connections> <s>
 */
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './load.js';

const [base = '', connections = '4', seconds = '15'] = process.argv.slice(2);
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: BROWSER_HEADERS,
  requests: [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: `/api/products?r=${Math.random().toString(36).slice(2)}`,
      }),
    },
  ],
});
console.log(JSON.stringify(result));
