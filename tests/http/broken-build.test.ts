// A build that lost its not-found pages (a half-copied deploy): an unknown path still gets an answer a visitor can
// read, the spec's text for an error page that cannot be shown, in the path's language, with the way home (SPEC §8).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { copyApp, startServer, testPort, type AppCopy, type RunningServer } from './production-server';

const NOT_FOUND_PAGES = ['en/page-not-found', 'zh_cn/page-not-found', 'en/unsupported-language', '404'];

describe('a build without its not-found pages', () => {
  let app: AppCopy;
  let server: RunningServer;

  beforeAll(async () => {
    app = copyApp('broken-build');
    for (const page of NOT_FOUND_PAGES) {
      for (const suffix of ['.html', '.html.br', '.html.gz']) rmSync(path.join(app.appDir, 'dist', 'client', `${page}${suffix}`), { force: true });
    }
    server = await startServer(testPort(33), { DATA_DIR: path.join(app.workDir, 'data') }, { appDir: app.appDir });
  });

  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  it.each([
    ['/zh_cn/nope', 'zh-CN', zhCn.GlobalError, '/zh_cn'],
    ['/en/nope', 'en', en.GlobalError, '/en'],
    ['/fr', 'en', en.GlobalError, '/en'],
  ])('%s answers 404 with the failure text in %s and a link home', async (pathname, lang, copy, home) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${copy.title}</h1>`);
    expect(html).toContain(`<a href="${home}">${copy.backHome}</a>`);
  });

  it('logs which pages the build lacks, and still serves the pages it has', async () => {
    expect(server.logs()).toContain('not-found pages missing from the build');
    expect((await fetch(`${server.url}/en`)).status).toBe(200);
  });
});
