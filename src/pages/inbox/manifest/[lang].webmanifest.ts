import type { APIRoute } from 'astro';
import { localeFromUrlSegment } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { INBOX_APP_ICON_SIZES, INBOX_WORKER_SCOPE, inboxAppIconPath } from '@/lib/inbox/inbox-app';
import { INBOX_PATH } from '@/lib/inbox-path';
import type { InboxAccess } from '@/lib/inbox-access';
import { siteConfig } from '@/site/site-config';

export const prerender = false;
// A browser fetches a manifest without cookies: it names nothing of anyone's.
export const access: InboxAccess = 'anyone';

/**
 * /inbox/manifest/en.webmanifest and /inbox/manifest/zh_cn.webmanifest: the inbox as an app of its own on a phone's
 * home screen, in the language of the page that links it (src/layouts/InboxLayout.astro). It opens on the list, in a
 * window of its own, and stays within the inbox: the public site opens in the browser.
 */
export const GET: APIRoute = ({ params }) => {
  const locale = localeFromUrlSegment(params.lang ?? '');
  if (!locale) return new Response(null, { status: 404 });
  const t = translatorOf(locale, 'InboxApp');
  const manifest = {
    id: INBOX_PATH,
    name: t('name', { site: siteConfig.name }),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    start_url: INBOX_PATH,
    scope: INBOX_WORKER_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    // The inbox's header and emerald brand (src/lib/brand-icon.svg).
    background_color: '#f8fafc',
    theme_color: '#047857',
    icons: INBOX_APP_ICON_SIZES.map((size) => ({ src: inboxAppIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' } });
};
