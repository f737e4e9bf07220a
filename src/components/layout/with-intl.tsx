import type { ComponentType } from 'react';
import { IntlProvider } from 'use-intl';
import { PathnameProvider } from '../../../site/shims/next-navigation';
import { messagesOf, TIME_ZONE } from '@/i18n/messages';
import type { AppLocale } from '@/i18n/locales';

/** What every React root on an Astro page gets from the page: its locale and its own path. */
export type IntlRootProps = { locale: AppLocale; pathname: string };

/**
 * Makes a shared component a React root an Astro page can place, inside use-intl's provider (the components'
 * `next-intl` hooks are use-intl's in this build) with the page's locale, messages and time zone.
 *
 * A wrapper component, not a wrapper element: Astro renders each component of a page as its own React tree, so a
 * provider placed around components in an .astro file would not reach them. Roots are static HTML (no `client:*`).
 */
export function withIntl<Props extends object>(Component: ComponentType<Props>) {
  function IntlRoot({ locale, pathname, ...props }: IntlRootProps & Props) {
    return (
      <IntlProvider locale={locale} messages={messagesOf(locale)} timeZone={TIME_ZONE}>
        <PathnameProvider pathname={pathname}>
          <Component {...(props as Props)} />
        </PathnameProvider>
      </IntlProvider>
    );
  }
  IntlRoot.displayName = `WithIntl(${Component.displayName ?? Component.name})`;
  return IntlRoot;
}
