import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Next's `<Link>` without viewport prefetching. Visitors pay for mobile data: on a first visit of
 * the home page the header, footer and language links would otherwise fetch six RSC payloads
 * (about 48 KB) nobody asked for. Navigation stays client-side; the payload loads on the click.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
