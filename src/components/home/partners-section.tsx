import { useTranslations } from 'use-intl';
import type { SiteConfig } from '@/site/site-config';
import { CenteredSection } from './centered-section';

type PartnersSectionProps = { partners: SiteConfig['partners'] };

/** Partners from the site configuration; with none configured the section is left out, not faked. */
export function PartnersSection({ partners }: PartnersSectionProps) {
  const t = useTranslations('HomePage.partners');
  if (partners.length === 0) return null;
  return (
    <CenteredSection id="partners" className="bg-slate-50" heading={{ id: 'partners-title', title: t('title'), intro: t('intro') }}>
      <ul className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {partners.map((partner) => {
          const content = (
            <>
              {partner.logo && (
                // The logo is its own file at its given size; below the fold, so it loads when the visitor nears it.
                <img src={partner.logo} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 object-contain" />
              )}
              <span className="font-semibold">{partner.name}</span>
            </>
          );
          return (
            <li key={partner.name}>
              {partner.url ? (
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-3 hover:border-brand-600"
                >
                  {content}
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              ) : (
                <div className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-3">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </CenteredSection>
  );
}
