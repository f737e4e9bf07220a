import type { MiddlewareHandler } from 'astro';
import { compressResponse } from '@/server/http/compress-response';

/**
 * Dynamic answers (the API's JSON, the no-JavaScript contact answer page, the leads export) compressed as the
 * browser asks. Prerendered pages and files are compressed at build time instead (scripts/astro/precompress.mjs) and
 * served by src/server/http/static-files.ts; this runs only for what Astro renders per request.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
};
