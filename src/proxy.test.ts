import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

/** The status and the route that answers: a rewrite's target, or the path itself when the proxy passes it on. */
function route(path: string) {
  const url = new URL(path, 'http://localhost:3000');
  const response = proxy(new NextRequest(url));
  // next-intl passes `/en` and `/en/d` on unchanged: the `[locale]` route of the same path answers them.
  const rewrite = response.headers.get('x-middleware-rewrite') ?? (response.headers.has('x-middleware-next') ? url.href : null);
  return { status: response.status, to: rewrite ? new URL(rewrite).pathname : null };
}

describe('proxy routing', () => {
  it.each([
    ['/', '/en'],
    ['/d', '/en/d'],
    ['/en', '/en'],
    ['/en/d', '/en/d'],
    ['/zh_cn', '/zh-CN'],
    ['/zh_cn/d', '/zh-CN/d'],
  ])('serves %s from %s with 200', (path, to) => {
    expect(route(path)).toEqual({ status: 200, to });
  });

  it.each(['/fr', '/fr/d', '/EN', '/zh-cn', '/zh-CN', '/zh-CN/d'])('answers %s as an unsupported language', (path) => {
    expect(route(path)).toEqual({ status: 404, to: '/en/unsupported-language' });
  });

  it.each([
    ['/en/nope', '/en/page-not-found'],
    ['/a/b/c', '/en/page-not-found'],
    ['/en/d/extra', '/en/page-not-found'],
    ['/zh_cn/nope', '/zh-CN/page-not-found'],
    ['/en/page-not-found', '/en/page-not-found'],
    ['/en/unsupported-language', '/en/page-not-found'],
  ])('answers %s with the 404 page %s', (path, to) => {
    expect(route(path)).toEqual({ status: 404, to });
  });
});
