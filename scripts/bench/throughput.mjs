// Static page throughput: GET load (autocannon) on several servers (the production server and the no-JS copy of its
// pages), run alternately.
import autocannon from 'autocannon';

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
