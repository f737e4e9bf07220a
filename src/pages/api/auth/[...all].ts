import type { APIRoute } from 'astro';
import { getAuth } from '@/server/auth/auth';
import { withClientAddress } from '@/server/auth/client-headers';

export const prerender = false;

/**
 * The auth library's own HTTP endpoints (https://better-auth.com/docs/integrations/astro). The inbox's pages call the
 * library on the server; these serve its clients (sign-out, session, and passkeys should they be added). Sign-up is
 * off, and signing in here meets the same per-account and per-address limits as the inbox's form.
 */
export const ALL: APIRoute = async ({ request }) => (await getAuth()).handler(withClientAddress(request));
