import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import type { Logger } from 'pino';
import { localOperatorToken } from '@/server/operator/local-operator-token';

/** Constant-time comparison of the bearer token with ADMIN_TOKEN (hashing first equalises lengths). */
function isAuthorized(header: string | null, adminToken: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(adminToken)) && presented.length > 0;
}

/**
 * The operator endpoints' answer to a request without the right token, or none. The right token is ADMIN_TOKEN, or
 * the one a server holding an embedded data folder wrote into it (src/server/operator/local-operator-token.ts); with
 * neither, every operator endpoint answers 404.
 */
export function refuseUnlessAdmin(request: Request, headers: Record<string, string>, log: Logger): Response | undefined {
  const tokens = [env.ADMIN_TOKEN, localOperatorToken()].filter((token): token is string => token !== undefined);
  if (tokens.length === 0) return Response.json({ success: false, msg: 'Not found' }, { status: 404, headers });
  if (tokens.some((token) => isAuthorized(request.headers.get('authorization'), token))) return undefined;
  log.warn({ path: new URL(request.url).pathname }, 'operator request refused: bad or missing token');
  return Response.json({ success: false, msg: 'Unauthorized' }, { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } });
}
