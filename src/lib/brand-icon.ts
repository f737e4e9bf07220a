import type { Metadata } from 'next';
import icon from './brand-icon.svg';

/**
 * The brand icon (favicon) of every page. Imported rather than the `app/icon.svg` file convention: Next serves that
 * with `max-age=0`, so browsers fetched it again on each page view; imported, it is a static asset with its content
 * hash in its name (/_next/static/media/…), cached for a year.
 */
export const brandIcons: Metadata['icons'] = { icon: { url: icon.src, type: 'image/svg+xml' } };
