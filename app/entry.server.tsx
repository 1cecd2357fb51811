import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { downloadAnswer } from './utils/download.server';
import { NonceContext } from './utils/nonce';
import { pageStream } from './utils/page-stream.server';

const ABORT_DELAY = 5_000;

/**
 * Every document: rendered with this response's CSP nonce, and passed through pageStream. Crawlers
 * get the whole page at once; browsers get the shell as soon as it is ready. A page's loader may
 * answer a file instead (utils/download.server.ts: the insights' `?format=csv`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const file = downloadAnswer(remixContext, responseHeaders);
  if (file) return Promise.resolve(file);
  const waitForAll = isbot(request.headers.get('user-agent')) || remixContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const start = () => {
      shellRendered = true;
      const body = pageStream();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: start } : { onShellReady: start }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject, and Remix logs those; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
