import { describe, expect, it } from 'vitest';
import { judgeRequest } from './request-gate';

describe('judgeRequest', () => {
  it('passes the methods a path takes', () => {
    expect(judgeRequest('GET', '/en?x=1')).toMatchObject({ kind: 'pass', url: '/en?x=1' });
    expect(judgeRequest('HEAD', '/_astro/a.js')).toMatchObject({ kind: 'pass', url: '/_astro/a.js' });
    expect(judgeRequest('POST', '/api/contact')).toMatchObject({ kind: 'pass', url: '/api/contact', route: { maxBodyBytes: 16 * 1024 } });
    expect(judgeRequest('POST', '/inbox/sign-in')).toMatchObject({ kind: 'pass', route: { maxBodyBytes: 8 * 1024, area: 'inbox-page' } });
    expect(judgeRequest('POST', '/api/leads/restore')).toMatchObject({ kind: 'pass', route: { maxBodyBytes: 64 * 1024 } });
  });

  it('refuses a method a path does not take, saying what it takes; the contact API words its own', () => {
    for (const [method, path, allow] of [
      ['OPTIONS', '/api/leads', 'GET, HEAD'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['GET', '/api/people', 'POST'],
      ['POST', '/inbox', 'GET, HEAD'],
      ['POST', '/inbox/rows', 'GET, HEAD'],
      ['POST', '/inbox/events', 'GET, HEAD'],
      ['PUT', '/inbox/lead/0b9a1d42-6f7e-4c1a-9d55-2f1f3c4b5a6d', 'GET, HEAD, POST'],
      ['GET', '/inbox/sign-out', 'POST'],
      ['POST', '/inbox/nope', 'GET, HEAD'],
    ] as const) {
      expect(judgeRequest(method, path), `${method} ${path}`).toEqual({
        kind: 'refuse',
        status: 405,
        allow,
        isPrivate: path.startsWith('/inbox') ? true : undefined,
      });
    }
    expect(judgeRequest('GET', '/api/contact')).toMatchObject({ kind: 'pass' });
  });

  it('refuses TRACE everywhere, and anything but GET or HEAD on pages and static files, saying what is allowed', () => {
    expect(judgeRequest('TRACE', '/api/contact')).toEqual({ kind: 'refuse', status: 405, allow: 'POST' });
    expect(judgeRequest('TRACE', '/api/leads')).toEqual({ kind: 'refuse', status: 405, allow: 'GET, HEAD' });
    for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND']) {
      for (const path of ['/', '/en', '/zh_cn/d', '/_astro/a.js', '/robots.txt', '/nope']) {
        expect(judgeRequest(method, path), `${method} ${path}`).toEqual({ kind: 'refuse', status: 405, allow: 'GET, HEAD' });
      }
    }
  });

  it('serves an absolute-form request line as its path on this host, and refuses other forms', () => {
    expect(judgeRequest('GET', 'http://evil.example/en?x=1')).toMatchObject({ kind: 'pass', url: '/en?x=1' });
    expect(judgeRequest('GET', 'HTTPS://evil.example')).toMatchObject({ kind: 'pass', url: '/' });
    expect(judgeRequest('OPTIONS', '*')).toEqual({ kind: 'refuse', status: 400 });
    expect(judgeRequest('GET', 'evil.example:443')).toEqual({ kind: 'refuse', status: 400 });
  });

  it('redirects a page path with a trailing slash to the page, never to another host', () => {
    expect(judgeRequest('GET', '/en/')).toEqual({ kind: 'redirect', status: 308, location: '/en' });
    expect(judgeRequest('HEAD', '/zh_cn/d/?utm=x')).toEqual({ kind: 'redirect', status: 308, location: '/zh_cn/d?utm=x' });
    expect(judgeRequest('GET', '//evil.example/')).toEqual({ kind: 'redirect', status: 308, location: '/evil.example' });
    expect(judgeRequest('GET', '///')).toEqual({ kind: 'redirect', status: 308, location: '/' });
    expect(judgeRequest('GET', '/')).toMatchObject({ kind: 'pass', url: '/' });
    expect(judgeRequest('GET', '/api/health/')).toMatchObject({ kind: 'pass', url: '/api/health/' });
    expect(judgeRequest('POST', '/inbox/sign-in/')).toEqual({ kind: 'redirect', status: 308, location: '/inbox/sign-in', isPrivate: true });
  });
});
