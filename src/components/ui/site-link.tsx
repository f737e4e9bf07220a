import type { AnchorHTMLAttributes } from 'react';

/**
 * Every internal link of the site: a plain `<a>`. The pages are static HTML with no client router, so following a
 * link is a page load; one component keeps the links' markup in one place.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
