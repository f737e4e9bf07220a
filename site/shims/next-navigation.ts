// Stands in for `next/navigation` in the Astro build only, and goes at the switch (issue 22). The pages are
// prerendered HTML with no client router: the path is the page's own (PathnameProvider, set per page), and a push is
// a full navigation. Nothing calls `redirect` at build; it fails loudly if something starts to.
import { createContext, createElement, use, type ReactNode } from 'react';

const PathnameContext = createContext<string | null>(null);

/** Gives `usePathname` the path of the page being rendered. */
export function PathnameProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return createElement(PathnameContext, { value: pathname }, children);
}

export function usePathname(): string {
  const pathname = use(PathnameContext);
  if (pathname === null) throw new Error('usePathname needs a <PathnameProvider> (site/shims/next-navigation.ts)');
  return pathname;
}

export function useRouter() {
  return {
    push: (href: string) => window.location.assign(href),
    replace: (href: string) => window.location.replace(href),
    refresh: () => window.location.reload(),
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    prefetch: () => undefined,
  };
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams();
}

function refuseRedirect(): never {
  throw new Error('next/navigation redirects do not exist in the Astro build (site/shims/next-navigation.ts)');
}

export const redirect = refuseRedirect;
export const permanentRedirect = refuseRedirect;
export const notFound = refuseRedirect;
