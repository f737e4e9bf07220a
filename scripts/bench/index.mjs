#!/usr/bin/env node
// `npm run bench`: the performance budget (docs/performance.md) measured on this machine, printed as one Markdown table:
// the Astro site (the production build, dist/server/main.mjs) beside the no-JS copy of its pages (./astro.mjs).
// Options: --runs N (Lighthouse runs per page, default 5), --pages /en,/zh_cn (the Lighthouse pages, default these two),
// --skip phone,transfer,lighthouse,throughput,contact,bodies,push,routing (sections left out), --only SECTION (that section alone, e.g.
// --only phone: cheap), --no-build (measure the existing build instead of running `npm run build` first, timed).
// The server's idle RSS is always measured. ASTRO_DIST_DIR names another build folder, as for `npm start`.
// Ports: BENCH_PORT (the production server, default 4100), NOJS_PORT (the no-JS copy, default 4120),
// CONTACT_BENCH_PORT (the servers scripts/bench-contact.mjs starts, default 4140).
import { cpus, loadavg, totalmem } from 'node:os';
import { benchAstroSite } from './astro.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const SECTIONS = ['phone', 'transfer', 'lighthouse', 'throughput', 'contact', 'bodies', 'push', 'routing'];
const runs = Number(option('--runs', '5'));
const only = option('--only', '');
const skip = new Set(only ? SECTIONS.filter((section) => section !== only) : option('--skip', '').split(',').filter(Boolean));
for (const section of only ? [only] : skip) {
  if (!SECTIONS.includes(section)) throw new Error(`unknown section ${section}: ${SECTIONS.join(', ')}`);
}
const pages = option('--pages', '/en,/zh_cn').split(',');
const port = Number(process.env.BENCH_PORT ?? 4100);
const copyPort = Number(process.env.NOJS_PORT ?? 4120);
const contactPort = Number(process.env.CONTACT_BENCH_PORT ?? 4140);

// Other work on the machine skews every figure: the load average is printed with the table.
const loadBefore = loadavg()[0];
const rows = [];
/** One row: the Astro site's figure, the no-JS copy's ('–' when it has none), the target, and whether it is met. */
function row(metric, value, reference, target, isMet) {
  rows.push({ metric, value, reference, target, met: isMet === undefined ? '–' : isMet ? 'yes' : '**no**' });
}

await benchAstroSite({ runs, skip, shouldBuild: !args.includes('--no-build'), pages, port, copyPort, contactPort, row });

const cpu = cpus();
console.log(
  `\nBenchmark ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end\n`,
);
console.log('| Metric | Astro site | No-JS copy | Target | Met |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.metric} | ${r.value} | ${r.reference} | ${r.target} | ${r.met} |`);
