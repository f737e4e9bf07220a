// Astro's own log lines (its router's warnings, a route that failed to render) in the server log's format: one pino
// JSON line each (src/server/logger.ts), so a log pipeline parses every line and no request can make a multi-line
// entry. astro.config.mjs names this file as `logger.entrypoint`; Astro loads it as JavaScript only.

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, silent: Infinity };
const minLevel = LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? LEVELS.info;
// Astro colours its messages for terminals.
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** @returns {{ write(event: { level: 'debug' | 'info' | 'warn' | 'error'; label: string | null; message: string }): void }} */
export default function jsonLineDestination() {
  return {
    write(event) {
      const level = LEVELS[event.level] ?? LEVELS.info;
      if (level < minLevel) return;
      const line = { level, time: new Date().toISOString(), pid: process.pid, label: event.label ?? undefined, msg: event.message.replace(SGR, '') };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    },
  };
}
