// Static page throughput: the production server against nginx serving the same prerendered HTML, run alternately.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './server.mjs';

function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx']]) {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('could not install nginx (Debian package) with apt-get');
  }
  return '/usr/sbin/nginx';
}

/** nginx on `port` serving `/en` from the build's prerendered en.html, one worker like the single Node process. */
async function startNginx(port) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as an unprivileged user when started as root
  mkdirSync(join(dir, 'www'));
  mkdirSync(join(dir, 'tmp'));
  copyFileSync(join(root, '.next/server/app/en.html'), join(dir, 'www/en.html'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  server {
    listen ${port};
    root ${dir}/www;
    location = /en { default_type text/html; try_files /en.html =404; }
  }
}
`,
  );
  const child = spawn(nginx, ['-c', config, '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://localhost:${port}/en`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

/**
 * `seconds` of load on `url`. With `acceptEncoding`, every request asks for it and every response's
 * Content-Encoding is checked against `expectEncoding`: `wrongEncoding` counts the responses that differ.
 */
async function load(url, seconds, { connections = 50, acceptEncoding, expectEncoding } = {}) {
  let wrongEncoding = 0;
  const checked = acceptEncoding
    ? {
        headers: { 'accept-encoding': acceptEncoding },
        requests: [
          {
            onResponse: (status, body, context, headers) => {
              const encoding = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
              if (encoding !== expectEncoding) wrongEncoding += 1;
            },
          },
        ],
      }
    : {};
  const result = await autocannon({ url, connections, pipelining: 1, duration: seconds, ...checked });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, wrongEncoding, total: result.requests.total };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Alternating rounds (server, nginx, server, ...) so both see the same machine load; medians of the rounds. */
export async function compareWithNginx(serverBaseUrl, nginxPort, { rounds = 3, seconds = 5 } = {}) {
  const nginx = await startNginx(nginxPort);
  try {
    const serverUrl = `${serverBaseUrl}/en`;
    await load(serverUrl, 2); // warm-up
    await load(nginx.url, 2);
    const server = [];
    const reference = [];
    for (let round = 0; round < rounds; round += 1) {
      server.push(await load(serverUrl, seconds));
      reference.push(await load(nginx.url, seconds));
    }
    const summary = (runs) => ({
      rps: median(runs.map((run) => run.rps)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
    });
    return { server: summary(server), nginx: summary(reference) };
  } finally {
    await nginx.stop();
  }
}

/**
 * GET throughput of several servers (`urls`, by name), run alternately round by round so all see the same machine
 * load, each request asking for `acceptEncoding`; medians of the rounds, and how many responses of all rounds (warm-up
 * included) there were and how many of them were not sent in `expectEncoding`.
 */
export async function compareThroughput(urls, { connections = 10, rounds = 3, seconds = 5, acceptEncoding, expectEncoding } = {}) {
  const options = { connections, acceptEncoding, expectEncoding };
  const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  const wrong = Object.fromEntries(Object.keys(urls).map((name) => [name, 0]));
  const total = Object.fromEntries(Object.keys(urls).map((name) => [name, 0]));
  for (let round = -1; round < rounds; round += 1) {
    for (const [name, url] of Object.entries(urls)) {
      const result = await load(url, round < 0 ? 2 : seconds, options); // round -1: warm-up, not counted
      wrong[name] += result.wrongEncoding;
      total[name] += result.total;
      if (round >= 0) runs[name].push(result);
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: median(list.map((run) => run.rps)),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
        wrongEncoding: wrong[name],
        responses: total[name],
      },
    ]),
  );
}
