import { ClientProviders } from '@/components/layout/client-providers';
import { ClientStringsProvider } from '@/components/layout/client-strings';
import { MessageDialog } from '@/components/ui/message-dialog';
import type { ClientStrings } from '@/i18n/client-strings';
import type { AppLocale } from '@/i18n/routing';
import type { ContactFormCopy } from './contact-form-copy';
import { ContactFormFields } from './contact-form-fields';
import { useIslandForm } from './island-form-state';

export type ContactIslandProps = {
  copy: ContactFormCopy;
  locale: AppLocale;
  /** The select's options and groups (country-options-html.ts). */
  countryOptionsHtml: string;
  /** The message dialog's OK (the island is its own React root: the page's providers do not reach it). */
  clientStrings: ClientStrings;
  /** The http client's danger toast for a 4xx/5xx answer, and the toaster region's name. */
  toasts: { fail: string; notificationsLabel: string };
};

/**
 * The contact form as the page's one React island. Its first render is the server's form exactly (values empty,
 * no errors), so hydration adopts the markup and whatever the visitor typed in it; the draft is restored after.
 * Until it hydrates, the same HTML is a native form that posts to the server's answer page.
 */
export function ContactIsland({ copy, locale, countryOptionsHtml, clientStrings, toasts }: ContactIslandProps) {
  const { formState, result, closeResult } = useIslandForm(copy, locale);
  const resultMessage = result?.isSuccess ? copy.successMessage : result?.focusField ? copy.invalidMessage : copy.failureMessage;
  return (
    <ClientStringsProvider strings={clientStrings}>
      <ContactFormFields copy={copy} locale={locale} countryOptionsHtml={countryOptionsHtml} state={formState} />
      <MessageDialog
        open={result !== null}
        title={result?.isSuccess ? copy.successTitle : copy.failureTitle}
        message={resultMessage}
        onClose={closeResult}
      />
      <ClientProviders failMessage={toasts.fail} notificationsLabel={toasts.notificationsLabel} />
    </ClientStringsProvider>
  );
}
