import { HeaderBrand } from '@/components/layout/header-brand';

/**
 * The offline pages' header: the brand, a link home. Not the site's header: its menus lead to other sites and to
 * pages the phone may not keep, and it was 9 of the offline page's 17 KB, which the worker downloads for the visitor.
 */
export function OfflineHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-3 sm:px-4 lg:px-6">
        <HeaderBrand />
      </div>
    </header>
  );
}
