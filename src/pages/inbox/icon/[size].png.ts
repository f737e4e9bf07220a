/**
 * /inbox/icon/192.png and /inbox/icon/512.png: the inbox app's icons (its manifest's, a notification's), the brand's
 * icon (src/lib/brand-icon.svg) drawn at the sizes Android asks for, at build time, by @vercel/og as the share cards are.
 */
import { ImageResponse } from '@vercel/og';
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import brandIconSvg from '@/lib/brand-icon.svg?raw';
import { INBOX_APP_ICON_SIZES } from '@/lib/inbox/inbox-app';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = true;
export const access: InboxAccess = 'anyone';

export const getStaticPaths = (() => INBOX_APP_ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

const brandIcon = `data:image/svg+xml;base64,${Buffer.from(brandIconSvg).toString('base64')}`;

export const GET: APIRoute = async ({ params }) => {
  const size = Number(params.size);
  const image = new ImageResponse(createElement('img', { src: brandIcon, width: size, height: size }), { width: size, height: size });
  return new Response(await image.arrayBuffer(), { headers: { 'Content-Type': 'image/png' } });
};
