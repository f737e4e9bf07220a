// The Node flags the production server runs with, wherever it is started: `npm start` (scripts/start.mjs), the
// Docker image (its CMD; tests/http/container-runtime.test.ts checks that it matches), the bench and the tests'
// servers.
//
// `--liftoff-only`: the embedded database's WebAssembly (PGlite, a whole PostgreSQL) runs as V8's baseline code and
// is never recompiled by TurboFan when hot. TurboFan's background compilation of PGlite's hot functions leaves 40-90 MB
// in the threads' malloc arenas, which glibc keeps for the life of the process: the idle server measured 205-255 MB
// without the flag, 165-170 MB with it (Node 24, PGlite 0.5.16, docs/performance.md). PGlite's statements run about
// 25 % slower; the contact API still takes several hundred leads a second on it. It must be a flag on the command
// line: `v8.setFlagsFromString` at run time changes nothing here, and NODE_OPTIONS refuses it. With PostgreSQL
// (DATABASE_URL) no WebAssembly runs and the flag does nothing.
export const SERVER_NODE_FLAGS = ['--liftoff-only'];
