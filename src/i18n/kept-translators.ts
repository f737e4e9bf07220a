import type { AppLocale } from './locales';
import { translatorOf, type Messages } from './messages';

/**
 * `namespace`'s translator for a locale, built on a locale's first use and then kept: use-intl's `createTranslator`
 * builds new formatters on every call, and the messages never change while the server runs. For code that translates
 * on every request.
 */
export function keptTranslators<Namespace extends keyof Messages>(namespace: Namespace): (locale: AppLocale) => ReturnType<typeof translatorOf<Namespace>> {
  const built = new Map<AppLocale, ReturnType<typeof translatorOf<Namespace>>>();
  return (locale) => {
    const known = built.get(locale);
    if (known) return known;
    const translate = translatorOf(locale, namespace);
    built.set(locale, translate);
    return translate;
  };
}
