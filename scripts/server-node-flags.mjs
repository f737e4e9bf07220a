// The Node flags and environment the production server runs with, wherever it is started: `npm start` (scripts/start.mjs), the
// Docker image (its CMD; tests/http/container-runtime.test.ts checks that it matches), the bench and the tests'
// servers.
//
// `--liftoff-only`: the embedded database's WebAssembly (PGlite, a whole PostgreSQL) runs as V8's baseline code and
// is never recompiled by TurboFan when hot. TurboFan's background compilation of PGlite's hot functions leaves 40-90 MB
// in the threads' malloc arenas, which glibc keeps for the life of the process: the idle server measured 205-255 MB
// without the flag, 165-170 MB with it (Node 24, PGlite 0.5.16, docs/performance.md). PGlite's statements run about
// 25 % slower; the contact API still takes about 500 leads a second on it. It must be a flag on the command
// line: `v8.setFlagsFromString` at run time changes nothing here, and NODE_OPTIONS refuses it. With PostgreSQL
// (DATABASE_URL) no WebAssembly runs and the flag does nothing.
//
// `--max-semi-space-size=1` (MB): V8's young generation stays small, so the buffers each request leaves behind are
// collected every few hundred requests instead of piling up. Under load with the default they
// did pile up, and glibc kept the main heap they had fragmented: 30,000 requests of /en in 10 s left the idle server at
// 233-239 MB; with this flag 177-187 MB, and GET /en went from about 2,900 to 4,100 req/s. POST /api/contact did not
// change (PGlite about 510 leads/s, PostgreSQL about 1,000-1,080, the same run to run).
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=1'];

// `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536`: allocations of 64 KB and more (request and response buffers,
// compressed pages) get pages of their own, which go back to the system when freed, instead of the main heap, which
// glibc cannot shrink past a chunk still in use. Under the bench's load the idle server then stays under its 200 MB
// budget (docs/performance.md, "Idle memory with PGlite"). An operator's own GLIBC_TUNABLES wins.
export const SERVER_ENVIRONMENT = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' };
