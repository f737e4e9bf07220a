// Works around two gaps of Next's custom-server API (`next({ ... })`) in a standalone folder, in Next 16.4:
// - `conf` is ignored: NextCustomServer#prepare never hands it on (https://github.com/vercel/next.js/issues/87429,
//   fix proposed in https://github.com/vercel/next.js/pull/93645).
// - Without it, Next loads next.config from the folder, which the standalone output does not hold, and its webpack
//   hook, which the output does not trace (https://github.com/vercel/next.js/issues/64031).
// Next's own standalone server.js passes the serialised config through __NEXT_PRIVATE_STANDALONE_CONFIG; this does
// the same with the config `next build` wrote to required-server-files.json (the same object; server.js's copy only
// spells distDir `./.next`). tests/http/container-runtime.test.ts fails when the two part ways.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: run by plain node from the standalone folder. */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** The built Next config of the standalone folder `dir`, also set where Next's config loader reads it. */
function loadBuiltNextConfig(dir) {
  // The same rule as next.config.ts (a second build goes to NEXT_DIST_DIR) and src/security/csp.ts at run time.
  const file = path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'required-server-files.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (the standalone output).`);
  const { config } = JSON.parse(readFileSync(file, 'utf8'));
  if (!config || typeof config !== 'object') throw new Error(`${file} holds no "config": has Next changed its build output?`);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

module.exports = { loadBuiltNextConfig };
