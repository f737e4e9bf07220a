import { describe, expect, it } from 'vitest';
import { judgeRequest } from './request-gate';

describe('judgeRequest', () => {
  it('passes GET and HEAD everywhere, and other methods to API routes', () => {
    expect(judgeRequest('GET', '/en?x=1')).toEqual({ kind: 'pass', url: '/en?x=1' });
    expect(judgeRequest('HEAD', '/_astro/a.js')).toEqual({ kind: 'pass', url: '/_astro/a.js' });
    expect(judgeRequest('POST', '/api/contact')).toEqual({ kind: 'pass', url: '/api/contact' });
    expect(judgeRequest('OPTIONS', '/api/leads')).toEqual({ kind: 'pass', url: '/api/leads' });
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
    expect(judgeRequest('GET', 'http://evil.example/en?x=1')).toEqual({ kind: 'pass', url: '/en?x=1' });
    expect(judgeRequest('GET', 'HTTPS://evil.example')).toEqual({ kind: 'pass', url: '/' });
    expect(judgeRequest('OPTIONS', '*')).toEqual({ kind: 'refuse', status: 400 });
    expect(judgeRequest('GET', 'evil.example:443')).toEqual({ kind: 'refuse', status: 400 });
  });

  it('redirects a page path with a trailing slash to the page, never to another host', () => {
    expect(judgeRequest('GET', '/en/')).toEqual({ kind: 'redirect', status: 308, location: '/en' });
    expect(judgeRequest('HEAD', '/zh_cn/d/?utm=x')).toEqual({ kind: 'redirect', status: 308, location: '/zh_cn/d?utm=x' });
    expect(judgeRequest('GET', '//evil.example/')).toEqual({ kind: 'redirect', status: 308, location: '/evil.example' });
    expect(judgeRequest('GET', '///')).toEqual({ kind: 'redirect', status: 308, location: '/' });
    expect(judgeRequest('GET', '/')).toEqual({ kind: 'pass', url: '/' });
    expect(judgeRequest('GET', '/api/health/')).toEqual({ kind: 'pass', url: '/api/health/' });
  });
});
