// The bench's sections (`npm run bench`): the Astro site measured side by side with the no-JS copy of the same pages
// (./nojs.mjs) in one run, against the site's budgets. Each row has the Astro figure and the copy's ('–' where the
// copy has none: build time, the phone rows, idle memory, the contact API).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { benchBodyFlood } from './bodies.mjs';
import { runContactBench } from './contact.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { benchPushLatency } from './push.mjs';
import { benchRouting } from './routing.mjs';
import { startNoJsCopy } from './nojs.mjs';
import { measurePhone, PHONE } from './phone.mjs';
import { distDir, nodeBin, residentBytes, root, startAstroServer } from './server.mjs';
import { compareThroughput } from './throughput.mjs';
import { FIRST_ROUND_TRIP_BYTES, measureFirstVisit, measureHtmlResponse, measureTransfer } from './transfer.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for the start's or the load's garbage to be collected and PGlite's work to end. */
const SETTLE_MS = 5000;

/** `npm run build` (astro build, precompression, the server entry), into ASTRO_DIST_DIR when it is set; timed. */
function build(row) {
  const started = Date.now();
  const result = spawnSync(nodeBin, [join(root, 'scripts/build-site/index.mjs'), '--outDir', distDir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  row('Build time (`npm run build`: astro build, precompression, server entry)', seconds(Date.now() - started), '–', 'reported');
}

/** The header's menu on a cheap phone (./phone.mjs), on the Astro site: the menu works at first paint. */
async function phoneRows(astro, row) {
  for (const [path, menuLabel] of [
    ['/en', 'Menu'],
    ['/zh_cn', '菜单'],
  ]) {
    const phone = await measurePhone(`${astro.baseUrl}${path}`, { runs: 3, menuLabel });
    const label = `Phone ${path} (${PHONE.cpuSlowdown}× CPU, ${PHONE.downKbps / 1000} Mbps, ${PHONE.rttMs} ms RTT, ${PHONE.width} px; median of 3)`;
    row(`${label}: first contentful paint`, seconds(phone.fcp), '–', 'reported');
    row(`${label}: menu button visible / first opens on a tap`, `${seconds(phone.visibleAt)} / ${seconds(phone.openAt)}`, '–', 'reported');
    row(`${label}: menu opens after being visible`, `${Math.round(phone.openGap)} ms`, '–', '≤ 100 ms', phone.openGap <= 100);
    row(`${label}: bytes transferred (of which JavaScript)`, `${kb(phone.bytes)} (${kb(phone.jsBytes)})`, '–', 'reported');
    const each = phone.runs.map((run) => [run.fcp, run.visibleAt, run.openAt, run.tapDelay].map(Math.round).join('/'));
    console.error(`phone ${path} runs (fcp/visible/open ms, and the bench's delay to the first tap): ${each.join(', ')}`);
  }
}

/** A first visit's cost in one cell: the total, then its parts. */
const visitCost = (visit) =>
  `${kb(visit.total)} (page ${kb(visit.page)} + worker's own fetches ${kb(visit.worker)} in ${visit.workerRequests} + worker script ${kb(visit.script)})`;

/**
 * The first rows, the figure docs/performance.md leads with: everything a first visit to each page costs, the service
 * worker's own fetches and script included, beside the no-JS copy's first visit, measured in this run.
 */
async function firstVisitRows(astro, copy, pages, row) {
  for (const path of pages) {
    const visit = await measureFirstVisit(astro.baseUrl, path);
    const floor = await measureFirstVisit(copy.baseUrl, path, { hasWorker: false });
    const isMet = visit.total <= 60 * 1024 && visit.total <= 2 * floor.total;
    row(
      `${path} first visit at 375 px, cold cache, all it costs: the page, the worker's own fetches and its script`,
      visitCost(visit),
      kb(floor.total),
      '≤ 60 KB and ≤ 2 × the copy',
      isMet,
    );
    console.error(`${path} worker's own fetches: ${visit.fetchedForLater.join(', ') || 'none'}`);
  }
  for (const [label, connection] of [
    ['Save-Data on', { saveData: true }],
    ['a 2G connection', { effectiveType: '2g' }],
  ]) {
    const visit = await measureFirstVisit(astro.baseUrl, '/en', { connection });
    row(
      `/en first visit with ${label}: nothing in the background beyond the worker script`,
      visitCost(visit),
      '–',
      "0 B of the worker's own fetches",
      visit.worker === 0,
    );
  }
}

async function transferRows(astro, copy, pages, row) {
  await firstVisitRows(astro, copy, pages, row);
  const site = await measureTransfer(astro.baseUrl, '/en', { typeIntoForm: true });
  const floor = await measureTransfer(copy.baseUrl, '/en', { typeIntoForm: true, interactive: false });
  row('/en first visit at 375 px, cold cache, the worker blocked: the page alone (bodies + headers)', kb(site.firstVisit), kb(floor.firstVisit), 'reported');
  row(
    '/en after scrolling and typing into the contact form, in all (the worker blocked)',
    kb(site.allAfterForm),
    kb(floor.allAfterForm),
    '≤ 150 KB',
    site.allAfterForm <= 150 * 1024,
  );
  row('/en of which JavaScript (transferred)', kb(site.jsAfterScroll), kb(floor.jsAfterScroll), 'reported');
  row('/en HTML (gzip)', kb(site.htmlGzip), kb(floor.htmlGzip), '≤ 25 KB', site.htmlGzip <= 25 * 1024);
  row('/en CSS (gzip)', kb(site.cssGzip), kb(floor.cssGzip), 'reported');
  for (const path of pages) {
    const [response, copyResponse] = await Promise.all([measureHtmlResponse(astro.baseUrl, path), measureHtmlResponse(copy.baseUrl, path)]);
    const target = `≤ ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en')} B (TCP's first round trip)`;
    row(
      `${path} HTML response as Chromium receives it (brotli body + headers)`,
      `${response} B`,
      `${copyResponse} B`,
      target,
      response <= FIRST_ROUND_TRIP_BYTES,
    );
  }
}

async function lighthouseRows(astro, copy, pages, runs, row) {
  for (const path of pages) {
    const site = await runLighthouse(`${astro.baseUrl}${path}`, runs);
    const floor = await runLighthouse(`${copy.baseUrl}${path}`, runs);
    const label = `Lighthouse ${path} (mobile, median of ${runs})`;
    row(`${label}: performance`, String(site.performance), String(floor.performance), '≥ 99', site.performance >= 99);
    const ratio = site.lcp / floor.lcp;
    row(`${label}: LCP (ratio to the copy)`, `${seconds(site.lcp)} (${ratio.toFixed(2)})`, seconds(floor.lcp), '≤ 1.10 × the copy', ratio <= 1.1);
    row(
      `${label}: accessibility / best practices / SEO`,
      `${site.accessibility} / ${site.bestPractices} / ${site.seo}`,
      `${floor.accessibility} / ${floor.bestPractices} / ${floor.seo}`,
      'reported',
    );
    row(`${label}: CLS`, site.cls.toFixed(3), floor.cls.toFixed(3), 'reported');
    if (site.failing.length) row(`${label}: audits not passed (any run)`, site.failing.join(', '), floor.failing.join(', ') || 'none', 'reported');
  }
}

async function throughputRows(astro, copy, row) {
  const urls = { site: `${astro.baseUrl}/en`, floor: `${copy.baseUrl}/en` };
  // What Chromium asks for, then a client that knows gzip only: each must get the encoding it can read.
  const br = await compareThroughput(urls, { connections: 10, acceptEncoding: 'gzip, deflate, br, zstd', expectEncoding: 'br' });
  const gzip = await compareThroughput(urls, { connections: 10, rounds: 1, seconds: 3, acceptEncoding: 'gzip', expectEncoding: 'gzip' });
  const fmt = (r) => `${Math.round(r.rps)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`;
  row('GET /en, 10 connections, Accept-Encoding as Chromium (median of 3 × 5 s)', fmt(br.site), fmt(br.floor), '≥ 1,500 req/s', br.site.rps >= 1500);
  row('GET /en, 10 connections, Accept-Encoding: gzip (3 s)', fmt(gzip.site), fmt(gzip.floor), 'reported');
  const wrong = (a, b) => `${a.wrongEncoding + b.wrongEncoding} of ${a.responses + b.responses}`;
  const wrongSite = br.site.wrongEncoding + gzip.site.wrongEncoding;
  row('GET /en responses not in the encoding asked for (br; gzip)', wrong(br.site, gzip.site), wrong(br.floor, gzip.floor), '0', wrongSite === 0);
}

/**
 * Runs the sections not in `skip` (phone, transfer, lighthouse, throughput, contact, bodies, push, routing; the server's idle
 * memory always) and reports each figure through `row(metric, astro, noJsCopy, target, isMet)`. The copy is made from this
 * build's HTML. The bodies section starts a fresh server on `port` and the contact bench servers of its own (on
 * `contactPort`), after this one has stopped.
 */
export async function benchAstroSite({ runs, skip, shouldBuild, pages, port, copyPort, contactPort, row }) {
  if (shouldBuild) build(row);
  else row('Build time', 'not built (--no-build)', '–', 'reported');
  const astro = await startAstroServer(port);
  let copy;
  try {
    await sleep(SETTLE_MS);
    const serverPid = astro.serverPid();
    const rssAtStart = residentBytes(serverPid);
    if (!skip.has('phone')) await phoneRows(astro, row);
    if (['transfer', 'lighthouse', 'throughput'].some((section) => !skip.has(section))) {
      copy = await startNoJsCopy(join(distDir, 'client'), pages, copyPort);
    }
    if (!skip.has('transfer')) await transferRows(astro, copy, pages, row);
    if (!skip.has('lighthouse')) await lighthouseRows(astro, copy, pages, runs, row);
    if (!skip.has('throughput')) await throughputRows(astro, copy, row);
    await sleep(SETTLE_MS);
    const rssAfter = residentBytes(serverPid);
    row(
      `Idle RSS of the server (pid ${serverPid}, node running dist/server/main.mjs, PGlite): ${SETTLE_MS / 1000} s after start / after the sections above`,
      `${mb(rssAtStart)} / ${mb(rssAfter)}`,
      '–',
      '≤ 170 MB / ≤ 200 MB',
      rssAtStart <= 170 * 2 ** 20 && rssAfter <= 200 * 2 ** 20,
    );
  } finally {
    await copy?.stop();
    await astro.stop();
  }
  if (!skip.has('bodies')) await benchBodyFlood({ port, row });
  if (!skip.has('push')) await benchPushLatency({ port, row });
  if (!skip.has('routing')) await benchRouting({ port, row });
  if (!skip.has('contact')) {
    const contact = runContactBench(contactPort);
    row('POST /api/contact (PGlite, PostgreSQL): req/s, p50, p99', contact.note, '–', '≥ 300 req/s, p99 ≤ 100 ms at 50 req/s', contact.ok ? undefined : false);
  }
}
