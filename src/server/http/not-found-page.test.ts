import { describe, expect, it } from 'vitest';
import { notFoundPageOf } from './not-found-page';

describe('notFoundPageOf', () => {
  it.each([
    ['/en/nope', 'en/page-not-found'],
    ['/en/d/x', 'en/page-not-found'],
    ['/zh_cn/nope', 'zh_cn/page-not-found'],
    ['/zh_cn/d/', 'zh_cn/page-not-found'],
    ['/fr', 'en/unsupported-language'],
    ['/fr/', 'en/unsupported-language'],
    ['/fr/d', 'en/unsupported-language'],
    ['/zh-CN', 'en/unsupported-language'],
    ['/EN', 'en/unsupported-language'],
    ['/zh-cn', 'en/unsupported-language'],
    // One unknown segment reads as a language: src/proxy.ts answers it the same.
    ['/nope', 'en/unsupported-language'],
    // As src/proxy.ts: `/api` alone is an unknown first segment before a page path.
    ['/api', 'en/unsupported-language'],
    ['/fr/x', 'en/page-not-found'],
    ['/nope/deeper/still', 'en/page-not-found'],
    ['/a/b/c', 'en/page-not-found'],
    ['/en/d/extra', 'en/page-not-found'],
    ['/api/nope', '404'],
    ['/api/contact/x', '404'],
  ])('%s → %s', (pathname, page) => {
    expect(notFoundPageOf(pathname)).toBe(page);
  });
});
