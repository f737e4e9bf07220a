import type { APIRoute } from 'astro';

/**
 * A route's answer to the methods it does not take: 405 with `Allow`. Without it Astro answers 404 and logs a multi-line warning. (The `_` keeps this file out of the
 * routes.)
 */
export function methodNotAllowed(allow: string): APIRoute {
  return () => new Response(null, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
}
