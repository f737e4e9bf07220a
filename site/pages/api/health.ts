import type { APIRoute } from 'astro';
import { createRequestLogger } from '@/server/logger';

export const prerender = false;

/** Liveness: the process answers. */
export const GET: APIRoute = ({ request }) => {
  const { requestId } = createRequestLogger(request);
  return Response.json({ success: true, msg: 'ok' }, { headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId } });
};
