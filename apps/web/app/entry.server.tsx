import { isbot } from 'isbot';
// Not react-dom/server's Node build: its renderToPipeableStream runs each render inside an
// AsyncLocalStorage, which turns on Node 20's promise hooks for the whole process from the first
// page on, and every promise of every later request pays for them (the API's catalogue reads
// answered 15-20% fewer requests a second after one page render: docs/decisions/0020).
import { renderToReadableStream } from 'react-dom/server.edge';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

/** How long suspended data may stream before the render is aborted. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole page at once instead of a streamed shell.
  const userAgent = request.headers.get('user-agent');
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
