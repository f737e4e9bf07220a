import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Text answers worth compressing: JSON, the contact answer page, the leads CSV, the metrics. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;
/** Fast settings: these answers are made per request, unlike the build's precompressed files (max quality). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type ContentCoding = 'br' | 'gzip';

/** The coding an `Accept-Encoding` header allows, brotli first; `q=0` refuses a coding. */
export function chooseContentCoding(acceptEncoding: string | null): ContentCoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * A dynamic answer compressed as the request allows, streaming (the leads export can be large); the answer as it
 * is when it has no body, is already encoded, or is not text. `Vary: Accept-Encoding` either way, for caches.
 */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE_TYPE.test(type)) return response;
  // A stream of events (the inbox's live list) is written as it happens: a compressor would hold it back.
  if (/^text\/event-stream/i.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const coding = chooseContentCoding(request.headers.get('accept-encoding'));
  if (!coding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const compressor =
    coding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : createGzip({ level: GZIP_LEVEL });
  const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  // A failing source (the handler's stream erred) ends the compressed body with the same error.
  source.once('error', (error) => compressor.destroy(error));
  const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
