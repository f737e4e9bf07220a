import type { ComponentType } from 'react';
import { IntlProvider } from 'use-intl';
import type { AppLocale } from '@/i18n/locales';
import { messagesOf, TIME_ZONE } from '@/i18n/messages';

/** What every React root on an Astro page gets from the page: its locale. */
export type IntlRootProps = { locale: AppLocale };

/**
 * Makes a shared component a React root an Astro page can place, inside use-intl's provider with the page's locale,
 * messages and time zone.
 *
 * A wrapper component, not a wrapper element: Astro renders each component of a page as its own React tree, so a
 * provider placed around components in an .astro file would not reach them. Roots are static HTML (no `client:*`).
 */
export function withIntl<Props extends object>(Component: ComponentType<Props>) {
  function IntlRoot({ locale, ...props }: IntlRootProps & Props) {
    return (
      <IntlProvider locale={locale} messages={messagesOf(locale)} timeZone={TIME_ZONE}>
        <Component {...(props as Props)} />
      </IntlProvider>
    );
  }
  IntlRoot.displayName = `WithIntl(${Component.displayName ?? Component.name})`;
  return IntlRoot;
}
