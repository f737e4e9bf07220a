import { useEffect, useState } from 'react';
import { ClientStringsProvider, type ClientStrings } from '@/components/layout/client-strings';
import { MessageDialog } from '@/components/ui/message-dialog';
import type { AppLocale } from '@/i18n/locales';
import { listCountryOptions } from '@/lib/countries';
import { configureHttpClient } from '@/lib/http-client-config';
import { showToast } from '@/lib/toast';
import { fieldId, type ContactFormCopy } from './contact-form-copy';
import { countryOptionsHtml, type CountryOptionLabels } from './country-options-html';
import { ContactFormFields } from './contact-form-fields';
import { useIslandForm } from './island-form-state';

export type ContactIslandProps = {
  copy: ContactFormCopy;
  locale: AppLocale;
  /** The country select's placeholder and group labels (the options themselves: `useCountryOptionsHtml`). */
  countryLabels: CountryOptionLabels;
  /** The message dialog's OK (the island is its own React root: no page-wide provider reaches it). */
  clientStrings: ClientStrings;
  /** The danger toast the http client shows for a 4xx/5xx answer. */
  failToast: string;
  /** Where the http client sends the form (API_BASE_URL at build; empty: this origin). */
  apiBaseUrl: string;
};

/**
 * The contact form as the page's one React island. Its first render is the server's form exactly (values empty,
 * no errors), so hydration adopts the markup and whatever the visitor typed in it; the draft is restored after.
 * Until it hydrates, the same HTML is a native form that posts to the server's answer page.
 * Its toasts go through `showToast` (src/lib/toast.ts) to the page's own toast region.
 */
export function ContactIsland({ copy, locale, countryLabels, clientStrings, failToast, apiBaseUrl }: ContactIslandProps) {
  const { formState, result, closeResult } = useIslandForm(copy, locale);
  const countryOptionsHtml = useCountryOptionsHtml(locale, countryLabels);
  // The island is the page's only caller of the http client: it owns the client's "fail" toast.
  useEffect(() => configureHttpClient({ baseUrl: apiBaseUrl, onHttpFailure: () => showToast(failToast, { variant: 'danger' }) }), [apiBaseUrl, failToast]);
  const resultMessage = result?.isSuccess ? copy.successMessage : result?.focusField ? copy.invalidMessage : copy.failureMessage;
  return (
    <ClientStringsProvider strings={clientStrings}>
      <ContactFormFields copy={copy} locale={locale} countryOptionsHtml={countryOptionsHtml} state={formState} />
      <MessageDialog open={result !== null} title={result?.isSuccess ? copy.successTitle : copy.failureTitle} message={resultMessage} onClose={closeResult} />
    </ClientStringsProvider>
  );
}

/**
 * The country select's options. On the server they are built from the country list; in the browser they are read
 * back from the select the server rendered, before hydration touches it. So the page carries the ~250 options once,
 * as HTML, and not a second time in the island's props: that second copy was 1.4 KB of brotli, which took /en's
 * response past the 14.6 KB that TCP delivers in its first round trip (docs/performance.md).
 * `import.meta.env.SSR` is replaced at build, so the browser's bundle carries neither the list nor its builder.
 */
function useCountryOptionsHtml(locale: AppLocale, labels: CountryOptionLabels): string {
  const [optionsHtml] = useState(() =>
    import.meta.env.SSR ? countryOptionsHtml(listCountryOptions(locale), labels) : (document.getElementById(fieldId('country'))?.innerHTML ?? ''),
  );
  return optionsHtml;
}
