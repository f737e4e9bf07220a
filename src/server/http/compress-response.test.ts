import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseContentCoding, compressResponse } from './compress-response';

describe('chooseContentCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ] as const)('%j → %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
  it('chooses nothing without the header', () => {
    expect(chooseContentCoding(null)).toBeUndefined();
  });
});

describe('compressResponse', () => {
  const text = JSON.stringify({ success: true, msg: 'ok', data: 'x'.repeat(2_000) });
  const request = (acceptEncoding?: string) =>
    new Request('http://localhost/api/leads', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('compresses a JSON answer with brotli or gzip, keeping status and headers', async () => {
    const source = () => Response.json(JSON.parse(text), { status: 201, headers: { 'X-Request-Id': 'abc' } });
    const br = compressResponse(request('br'), source());
    expect(br.status).toBe(201);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('x-request-id')).toBe('abc');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gzip = compressResponse(request('gzip'), source());
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves the body as it is when the request accepts no coding, the type is not text, or there is no body', async () => {
    const plain = compressResponse(request(), Response.json(JSON.parse(text)));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(text);
    const image = compressResponse(request('br'), new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }));
    expect(image.headers.get('content-encoding')).toBeNull();
    const empty = compressResponse(request('br'), new Response(null, { status: 405, headers: { Allow: 'POST' } }));
    expect(empty.status).toBe(405);
    expect(empty.headers.get('content-encoding')).toBeNull();
  });
});
