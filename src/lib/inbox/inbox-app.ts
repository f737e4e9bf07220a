// The inbox as an app of its own on a phone: where its worker, manifest, icons and offline page live. One definition
// for the pages that link them (src/layouts/InboxLayout.astro), the routes that serve them and the worker.
import { urlSegmentOf, type AppLocale } from '@/i18n/locales';
import { INBOX_PATH } from '@/lib/inbox-path';

/**
 * The inbox worker's scope: `/inbox`, not `/inbox/`. The site's URLs never end in a slash (astro.config.mjs), so the
 * list itself is `/inbox`, which a scope of `/inbox/` would leave out: offline, the page used most would show the
 * browser's error. `/inbox` covers it and every page under `/inbox/`; the worker's file is under /inbox, so its
 * answer allows that scope (`Service-Worker-Allowed`, src/server/http/static-files.ts).
 */
export const INBOX_WORKER_SCOPE = INBOX_PATH;
export const INBOX_WORKER_PATH = `${INBOX_PATH}/sw.js`;

/** The offline pages, one per language (src/pages/inbox/offline/[lang].astro): the worker keeps both. */
export const INBOX_OFFLINE_PATH = `${INBOX_PATH}/offline`;
export const inboxOfflinePagePath = (locale: AppLocale) => `${INBOX_OFFLINE_PATH}/${urlSegmentOf(locale)}`;

/** The web app manifest of a language (src/pages/inbox/manifest/[lang].webmanifest.ts). */
export const inboxManifestPath = (locale: AppLocale) => `${INBOX_PATH}/manifest/${urlSegmentOf(locale)}.webmanifest`;

/** The app's icons, the brand's icon drawn at the sizes Android asks for (src/pages/inbox/icon/[size].png.ts). */
export const INBOX_APP_ICON_SIZES = [192, 512] as const;
export const inboxAppIconPath = (size: (typeof INBOX_APP_ICON_SIZES)[number]) => `${INBOX_PATH}/icon/${size}.png`;
/**
 * Where the inbox's stylesheet lives, under a name that changes with its content (src/layouts/inbox-stylesheet.ts):
 * its files are cached a year and `immutable` (src/server/http/static-files.ts).
 */
export const INBOX_STYLESHEET_FOLDER = `${INBOX_PATH}/styles/`;

/** The icon a notification shows. */
export const INBOX_APP_ICON_PATH = inboxAppIconPath(192);
