import type { APIRoute } from 'astro';
import { createRequestLogger } from '@/server/logger';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** Liveness: the process answers. */
export const GET: APIRoute = ({ request }) => {
  const { requestId } = createRequestLogger(request);
  return Response.json({ success: true, msg: 'ok' }, { headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId } });
};
export const HEAD = GET;
export const ALL = methodNotAllowed;
