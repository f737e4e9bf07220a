import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export type BodyReading = { kind: 'read'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/** Whether a request carries a body (RFC 9112 §6.3): a `Transfer-Encoding`, or a `Content-Length` above 0. */
export function declaresBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

/**
 * Reads a request's body into one Buffer if it is at most `maxBytes`. A `Content-Length` over the limit is refused
 * before a byte is read (a client that sent `Expect: 100-continue` is asked for the body only when its length fits,
 * so it sends none); a chunked body as soon as its count passes the limit, and the request is paused, so Node stops
 * reading the socket: nothing over the limit is ever held. (Node's parser has already refused a `Content-Length` that
 * is not a number, or two that differ.)
 */
export function readBodyWithin(request: IncomingMessage, response: ServerResponse, maxBytes: number): Promise<BodyReading> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ kind: 'too-large' });
  if (/(?:^|\W)100-continue(?:$|\W)/i.test(request.headers.expect ?? '')) response.writeContinue();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (reading: BodyReading) => {
      request.off('data', onData).off('end', onEnd).off('error', onAborted).off('close', onAborted);
      resolve(reading);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      request.pause();
      settle({ kind: 'too-large' });
    }
    function onEnd() {
      settle({ kind: 'read', body: Buffer.concat(chunks, size) });
    }
    // The client went away (or the request timed out, which Node answers 408 itself) before the body ended.
    function onAborted() {
      settle({ kind: 'aborted' });
    }
    request.on('data', onData).once('end', onEnd).once('error', onAborted).once('close', onAborted);
  });
}

/**
 * Hands a body read here to Astro's handler: @astrojs/node's middleware mode takes a body already read as `req.body`
 * (astro/dist/core/app/node.js, `makeRequestBody`, the way Express's body parsers leave it) instead of reading the
 * request stream, which this module has consumed. tests/http/body-limit.test.ts signs in with a form post through it,
 * so a change to that contract fails there.
 */
export function handOnBody(request: IncomingMessage, body: Buffer): void {
  Object.assign(request, { body });
}
