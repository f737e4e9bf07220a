import { routeFor } from '@/lib/routes/route-table';

type LimitedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * Reads a request body as UTF-8, at most the limit the site's route table gives its path (src/lib/routes/route-table.ts), and stops
 * as soon as it exceeds that (never buffers more). The production entry has refused a larger body before a route
 * runs; this bound is for `astro dev`, which runs without the entry.
 */
export async function readLimitedBody(request: Request): Promise<LimitedBody> {
  const maxBytes = routeFor(new URL(request.url).pathname).maxBodyBytes;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** The request's body as JSON, or undefined when it is over the route's limit, unreadable or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const body = await readLimitedBody(request);
  if (!body.ok) return undefined;
  try {
    return JSON.parse(body.text);
  } catch {
    return undefined;
  }
}
