import { useTranslations } from 'use-intl';
import type { ReactNode } from 'react';
import { sectionHeading } from '@/components/home/section-heading';
import { SplitSection } from '@/components/home/split-section';
import { Mail, MapPin, Phone, type IconComponent } from '@/components/ui/icons';
import { siteConfig } from '@/site/site-config';

/**
 * The home page's contact section: its heading and the business-cooperation block, with the form column as
 * `children` (HomeView.astro passes in ContactSectionForm.astro's HTML, which a React tree cannot hold).
 */
export function ContactSection({ children }: { children: ReactNode }) {
  const t = useTranslations('HomePage.contact');
  const cooperation = (
    <address className="self-start rounded-2xl bg-white p-6 not-italic shadow-sm ring-1 ring-slate-200 md:p-8">
      <h3 className="text-lg font-semibold">{t('cooperationTitle')}</h3>
      <p className="mt-4 font-semibold text-brand-800">{siteConfig.legalName}</p>
      <dl className="mt-4 grid gap-4 text-slate-700">
        <ContactDetail icon={MapPin} label={t('address')}>
          {siteConfig.address}
        </ContactDetail>
        <ContactDetail icon={Phone} label={t('phone')}>
          <a href={`tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline-offset-4 hover:underline">
            {siteConfig.phone}
          </a>
        </ContactDetail>
        <ContactDetail icon={Mail} label={t('email')}>
          <a href={`mailto:${siteConfig.email}`} className="break-all text-brand-800 underline-offset-4 hover:underline">
            {siteConfig.email}
          </a>
        </ContactDetail>
      </dl>
    </address>
  );
  return (
    <SplitSection
      id="contact"
      className="bg-slate-50"
      columns="gap-10 md:grid-cols-[1.4fr_1fr] md:gap-16"
      heading={sectionHeading(t, 'contact-title')}
      aside={cooperation}
    >
      <div id="contact-form-slot" className="mt-8">
        {children}
      </div>
    </SplitSection>
  );
}

/** One line of the business-cooperation block: icon and label, then the value. */
function ContactDetail({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-slate-600">
        <Icon className="absolute top-0.5 left-0 size-5 text-brand-700" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
