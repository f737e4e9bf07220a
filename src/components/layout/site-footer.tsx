import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { MapPin } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { siteConfig } from '@/site/site-config';
import { FooterLegal } from './footer-legal';
import { useLanguageLinks } from './use-language-links';

const SECTIONS = ['about', 'service', 'contact'] as const;

/** A titled list of links, one of the footer's columns. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 text-sm">{children}</ul>
    </nav>
  );
}

/** Company name and address, section links, the language switch as plain links, copyright. */
export function SiteFooter() {
  const t = useTranslations('Footer');
  const languages = useLanguageLinks();
  const current = useLocale();
  const home = getPathname({ locale: current, href: '/' });
  const linkClass = 'rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr] md:px-8 md:py-16">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-white">{siteConfig.legalName}</p>
          <p className="mt-2 text-sm text-brand-100">{t('tagline')}</p>
          <p className="mt-4 flex gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" />
            {siteConfig.address}
          </p>
        </div>
        <FooterNav id="footer-sections-title" title={t('sectionsTitle')}>
          {SECTIONS.map((section) => (
            <li key={section}>
              <SiteLink href={`${home}#${section}`} className={linkClass}>
                {t(section)}
              </SiteLink>
            </li>
          ))}
        </FooterNav>
        <FooterNav id="footer-language-title" title={t('languageTitle')}>
          {languages.map(({ locale, name, href }) => (
            <li key={locale}>
              <SiteLink href={href} hrefLang={locale} lang={locale} aria-current={locale === current ? 'page' : undefined} className={linkClass}>
                {name}
              </SiteLink>
            </li>
          ))}
        </FooterNav>
      </div>
      <div className="border-t border-white/10">
        <FooterLegal />
      </div>
    </footer>
  );
}
