// Stands in for `next/link` in the Astro build only, and goes at the switch (issue 22), when SiteLink becomes a
// plain <a>. Without Next's router a link is a link: the props that steer Next's client navigation are dropped.
import type { AnchorHTMLAttributes, Ref } from 'react';

type NextOnlyProps = {
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
  shallow?: boolean;
};

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NextOnlyProps & { href: string; ref?: Ref<HTMLAnchorElement> };

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the Next-only props are named to leave them out of <a>
export default function Link({ prefetch: _prefetch, scroll: _scroll, replace: _replace, shallow: _shallow, ...anchor }: LinkProps) {
  return <a {...anchor} />;
}
