// No public page carries any of the sales inbox: nothing in dist/client (pages, scripts, styles, the service worker,
// the sitemap) names it or holds its code or copy, while the server build does have it. `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';

const dist = path.resolve(process.env.ASTRO_DIST_DIR ?? 'dist');
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(png|br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Words only the inbox uses: its paths, its data attributes, its copy in both languages. */
const INBOX_MARKERS = [
  '/inbox',
  'data-lead-list',
  'inbox_tz',
  'better-auth',
  en.InboxSignIn.heading,
  en.InboxLead.actions.erase,
  zhCn.InboxSignIn.heading,
  zhCn.InboxList.empty,
];

/** The service worker names the inbox's path, and only it: as a path it never routes, so never keeps. */
const isWorkerExclusion = (file: string, marker: string) => file === path.join('client', 'sw.js') && marker === '/inbox';

describe('the public build', () => {
  it('holds nothing of the inbox, which only the server build has', () => {
    const found = filesUnder(path.join(dist, 'client')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(dist, file);
      return INBOX_MARKERS.filter((marker) => text.includes(marker) && !isWorkerExclusion(relative, marker)).map((marker) => `${relative}: ${marker}`);
    });
    expect(found).toEqual([]);
    // Every asset is there for a public page: named by a page, or by another of their assets (the worker aside, which
    // lists every hashed file).
    const files = filesUnder(path.join(dist, 'client'));
    const publicText = files.filter((file) => !file.endsWith('sw.js')).map((file) => readFileSync(file, 'utf8'));
    const orphans = files
      .filter((file) => file.includes(`${path.sep}_astro${path.sep}`))
      .filter((file) => !publicText.some((text) => text.includes(path.basename(file))));
    expect(orphans).toEqual([]);
    const server = filesUnder(path.join(dist, 'server'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const marker of INBOX_MARKERS) expect(server, marker).toContain(marker);
  });
});
