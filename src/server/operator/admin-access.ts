import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import type { Logger } from 'pino';
import { localOperatorToken } from './local-operator-token';

/** Constant-time comparison of the bearer token with ADMIN_TOKEN (hashing first equalises lengths). */
function isAuthorized(header: string | null, adminToken: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(adminToken)) && presented.length > 0;
}

/**
 * The operator endpoints' answer to a request without the right token, or none. The right token is ADMIN_TOKEN, or
 * the one a server holding an embedded data folder wrote into it (src/server/operator/local-operator-token.ts). With
 * no ADMIN_TOKEN, every other request answers 404, as if the endpoints did not exist.
 */
export function refuseUnlessAdmin(request: Request, headers: Record<string, string>, log: Logger): Response | undefined {
  const presented = request.headers.get('authorization');
  const localToken = localOperatorToken();
  if (localToken && isAuthorized(presented, localToken)) return undefined;
  if (!env.ADMIN_TOKEN) return Response.json({ success: false, msg: 'Not found' }, { status: 404, headers });
  if (isAuthorized(presented, env.ADMIN_TOKEN)) return undefined;
  log.warn({ path: new URL(request.url).pathname }, 'operator request refused: bad or missing token');
  return Response.json({ success: false, msg: 'Unauthorized' }, { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } });
}
