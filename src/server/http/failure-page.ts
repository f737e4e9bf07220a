import { defaultLocale, localeFromUrlSegment } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { translatorOf } from '@/i18n/messages';
import { escapeHtml } from '@/lib/escape-html';

/**
 * What a page request gets when the server itself fails to answer it (SPEC §8, "error while rendering the error
 * page"): the spec's text and a link home, in the path's language. Written here, in plain HTML with no stylesheet,
 * script or template, because the failure may be the build's own files: nothing it needs can be missing.
 */
export function failurePageOf(pathname: string): string {
  const locale = localeFromUrlSegment(pathname.split('/').filter(Boolean)[0] ?? '') ?? defaultLocale;
  const t = translatorOf(locale, 'GlobalError');
  const title = escapeHtml(t('title'));
  const home = escapeHtml(getPathname({ locale, href: '/' }));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="${home}">${escapeHtml(t('backHome'))}</a></p></main></body></html>`;
}
