import { BackToTop } from '@/components/layout/back-to-top';
import { KeepScrollScript } from '@/components/layout/keep-scroll-script';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** Pages with the site header. The download page sits outside this group: it has no header. */
export default function SiteLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <KeepScrollScript />
    </>
  );
}
