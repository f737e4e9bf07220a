import { getLocale, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/site-config';
import { ContactAside } from './contact-aside';
import { ContactFormFields } from './contact-form-fields';
import { ContactFormLoader } from './contact-form-loader';
import { ContactSubmitGuard } from './contact-submit-guard';
import { buildContactSectionCopy } from './island-copy';

/**
 * The contact form with its WhatsApp link and privacy notice, one column that fits the home page's
 * contact slot. Everything is translated and rendered
 * here on the server: the form is complete HTML before any script runs, and the browser gets only
 * plain strings; the interactive form reuses the rendered country options.
 */
export async function ContactFormSection() {
  const locale = await getLocale();
  const t = await getTranslations('ContactForm');
  const copy = buildContactSectionCopy(t, locale, siteConfig.leadRetentionDays);

  return (
    <div className="flex flex-col gap-6">
      <ContactFormLoader copy={copy.form} locale={locale}>
        <ContactFormFields copy={copy.form} locale={locale} countryOptionsHtml={copy.countryOptionsHtml} />
      </ContactFormLoader>
      <ContactSubmitGuard />
      <ContactAside whatsappNumber={siteConfig.whatsappNumber} copy={copy.aside} />
    </div>
  );
}
