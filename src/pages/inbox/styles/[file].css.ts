/**
 * /inbox/styles/<hash>.css: the inbox's stylesheet as a file (src/layouts/inbox-stylesheet.ts), written at build time
 * beside the app's icons and served, like them, before any sign-in: it holds no one's data.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { INBOX_STYLES, INBOX_STYLESHEET_NAME } from '@/layouts/inbox-stylesheet';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = true;
export const access: InboxAccess = 'anyone';

export const getStaticPaths = (() => [{ params: { file: INBOX_STYLESHEET_NAME } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(INBOX_STYLES, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
