import { useTranslations } from 'use-intl';
import type { ReactNode } from 'react';

type HeaderExternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link to another site: opens in a new tab and says so to screen-reader users. */
export function HeaderExternalLink({ href, className, children }: HeaderExternalLinkProps) {
  const t = useTranslations('SiteHeader');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
