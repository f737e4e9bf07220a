import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INBOX_ACCESS } from './inbox-access';

const PAGES = path.resolve('src/pages/inbox');

describe('the inbox routes', () => {
  it('each state who may open them, with a known access', () => {
    // A file or folder named with a leading underscore is a page's part, never a route (Astro's rule).
    const routes = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(astro|ts)$/.test(file) && !file.includes('.test.') && !file.split(path.sep).some((segment) => segment.startsWith('_')),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const stated = /export const access: InboxAccess = '([\w-]+)';/.exec(readFileSync(path.join(PAGES, route), 'utf8'))?.[1];
      expect(INBOX_ACCESS, route).toContain(stated);
    }
  });
});
