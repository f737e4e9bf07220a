import type { APIRoute } from 'astro';
import { allowHeader, routeFor } from '@/lib/routes/route-table';

/**
 * A route's answer to the methods it does not take: 405 with `Allow` from its row of the route table. Without it
 * Astro answers 404 and logs a multi-line warning. (The `_` keeps this file out of the routes.)
 */
export const methodNotAllowed: APIRoute = ({ url }) =>
  new Response(null, { status: 405, headers: { Allow: allowHeader(routeFor(url.pathname)), 'Cache-Control': 'no-store' } });
