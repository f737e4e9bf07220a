#!/usr/bin/env node
// `npm run bench`: the performance budget (docs/performance.md) measured on this machine, printed as one Markdown table.
// Options: --runs N (Lighthouse runs per page, default 5), --skip lighthouse,baseline,throughput,contact,phone,
// --only phone (the phone row alone: cheap), --no-build (measure the existing build).
// --site astro: the Astro site (issue 22) beside the no-JS copy of its pages instead (./astro.mjs; sections transfer,
// lighthouse, throughput; --pages /en,/zh_cn for Lighthouse).
// Ports: BENCH_PORT (production server, default 4100), NGINX_PORT (default 4180), BASELINE_PORT (default 4195; 4190 is on the fetch standard's blocked-port list),
// NOJS_PORT (the no-JS copy, default 4120).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchAstroSite } from './astro.mjs';
import { startBaselineApp } from './baseline.mjs';
import { runContactBench } from './contact.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { root, startProductionServer } from './server.mjs';
import { compareWithNginx } from './throughput.mjs';
import { measurePhone, PHONE } from './phone.mjs';
import { measureTransfer } from './transfer.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '5'));
const SECTIONS = ['transfer', 'lighthouse', 'baseline', 'throughput', 'contact', 'phone'];
const only = option('--only', '');
const skip = new Set(only ? SECTIONS.filter((section) => section !== only) : option('--skip', '').split(',').filter(Boolean));
const port = Number(process.env.BENCH_PORT ?? 4100);
const nginxPort = Number(process.env.NGINX_PORT ?? 4180);
const baselinePort = Number(process.env.BASELINE_PORT ?? 4195);
const LIGHTHOUSE_PAGES = ['/en', '/zh_cn', '/en/d', '/zh_cn/d'];
const site = option('--site', 'next');
if (!['next', 'astro'].includes(site)) throw new Error(`--site ${site}: next or astro`);

const rows = [];
// Other work on the machine skews every figure: the load average is printed with the table.
const loadBefore = loadavg()[0];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const toRow = (metric, value, target, isMet) => ({ metric, value, target, met: isMet === undefined ? '–' : isMet ? 'yes' : '**no**' });
function row(metric, value, target, isMet) {
  rows.push(toRow(metric, value, target, isMet));
}

/** The Next site: the sections of docs/performance.md's first table. */
async function benchNextSite() {
  // Measure the current sources: build (next build + CSP manifest + standalone copy) first.
  if (!args.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const server = await startProductionServer(port);
  try {
    if (!skip.has('phone')) {
      const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
      for (const [path, menuLabel] of [['/en', 'Menu'], ['/zh_cn', '菜单']]) {
        const phone = await measurePhone(`${server.baseUrl}${path}`, { runs: 3, menuLabel });
        const label = `Phone ${path} (${PHONE.cpuSlowdown}× CPU, ${PHONE.downKbps / 1000} Mbps, ${PHONE.rttMs} ms RTT, ${PHONE.width} px; median of 3)`;
        row(`${label}: first contentful paint`, seconds(phone.fcp), 'reported');
        row(`${label}: menu button visible / first opens on a tap`, `${seconds(phone.visibleAt)} / ${seconds(phone.openAt)}`, 'reported');
        row(`${label}: menu opens after being visible`, `${Math.round(phone.openGap)} ms`, '≤ 100 ms', phone.openGap <= 100);
        row(`${label}: bytes transferred (of which JavaScript)`, `${kb(phone.bytes)} (${kb(phone.jsBytes)})`, 'reported');
        const each = phone.runs.map((run) => [run.fcp, run.visibleAt, run.openAt, run.tapDelay].map(Math.round).join('/'));
        console.error(`phone ${path} runs (fcp/visible/open ms, and the bench's delay to the first tap): ${each.join(', ')}`);
      }
    }

    if (!skip.has('transfer')) {
      const transfer = await measureTransfer(server.baseUrl, '/en');
      row('/en first-load JS (gzip, scripts without noModule)', `${kb(transfer.jsGzip)} (${transfer.scriptCount} files)`, '≤ 145 KB', transfer.jsGzip <= 145 * 1024);
      row('/en JS after scrolling and using the contact form (transferred)', kb(transfer.jsAfterScroll), '≤ 200 KB after using the form', transfer.jsAfterScroll <= 200 * 1024);
      row('/en CSS (gzip)', kb(transfer.cssGzip), '≤ 20 KB', transfer.cssGzip <= 20 * 1024);
      row('/en HTML (gzip)', kb(transfer.htmlGzip), '–');
      row('/en first-visit transfer (Chromium, bodies + headers)', kb(transfer.firstVisit), '≤ 250 KB', transfer.firstVisit <= 250 * 1024);
    }

    if (!skip.has('lighthouse')) {
      for (const path of LIGHTHOUSE_PAGES) {
        const lh = await runLighthouse(`${server.baseUrl}${path}`, runs);
        const label = `Lighthouse ${path} (mobile, median of ${runs})`;
        row(`${label}: performance`, String(lh.performance), '≥ 98', lh.performance >= 98);
        row(`${label}: accessibility / best practices / SEO`, `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`, '100 / 100 / 100', lh.accessibility === 100 && lh.bestPractices === 100 && lh.seo === 100);
        row(`${label}: CLS`, lh.cls.toFixed(3), '≤ 0.01', lh.cls <= 0.01);
        row(`${label}: LCP`, `${(lh.lcp / 1000).toFixed(2)} s`, '≤ 1.5 s', lh.lcp <= 1500);
        if (lh.failing.length) row(`${label}: audits not passed (any run)`, lh.failing.join(', '), 'none', false);
      }
    }

    if (!skip.has('lighthouse') && !skip.has('baseline')) {
      // The framework alone on this machine: the figures above are read against these.
      const baseline = await startBaselineApp(baselinePort);
      try {
        const lh = await runLighthouse(baseline.baseUrl, runs);
        const js = await measureTransfer(baseline.baseUrl, '/');
        const label = `Reference: empty Next.js page with one client button (median of ${runs})`;
        row(`${label}: first-load JS (gzip)`, kb(js.jsGzip), 'reported');
        row(`${label}: performance / LCP`, `${lh.performance} / ${(lh.lcp / 1000).toFixed(2)} s`, 'reported');
      } finally {
        await baseline.stop();
      }
    }

    if (!skip.has('throughput')) {
      const { server: next, nginx } = await compareWithNginx(server.baseUrl, nginxPort);
      const fmt = (r) => `${Math.round(r.rps)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`;
      row('GET /en throughput: production server (50 connections)', fmt(next), '–');
      row('GET /en throughput: nginx, same HTML (1 worker)', fmt(nginx), '–');
      row('GET /en throughput ratio server / nginx', (next.rps / nginx.rps).toFixed(2), 'reported');
    }
  } finally {
    await server.stop();
  }

  if (!skip.has('contact')) {
    row('POST /api/contact (PGlite, PostgreSQL): req/s, p50, p99', runContactBench().note, '≥ 300 req/s, p99 ≤ 100 ms at 50 req/s');
  }
}

if (site === 'astro') {
  const shouldBuild = !args.includes('--no-build');
  const pages = option('--pages', '/en,/zh_cn').split(',');
  const copyPort = Number(process.env.NOJS_PORT ?? 4120);
  // Each row carries the no-JS copy's figure as well.
  const astroRow = (metric, value, reference, target, isMet) => rows.push({ ...toRow(metric, value, target, isMet), reference });
  await benchAstroSite({ runs, skip, shouldBuild, pages, port, copyPort, row: astroRow });
} else {
  await benchNextSite();
}

const cpu = cpus();
console.log(`\nBenchmark ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end\n`);
if (site === 'astro') {
  console.log('| Metric | Astro site | No-JS copy | Target | Met |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.metric} | ${r.value} | ${r.reference} | ${r.target} | ${r.met} |`);
} else {
  console.log('| Metric | Value | Target | Met |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.metric} | ${r.value} | ${r.target} | ${r.met} |`);
}
