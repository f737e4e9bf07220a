import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware paths: `getPathname({ locale: 'zh-CN', href: '/d' })` is `/zh_cn/d`. Only `getPathname`: the links
 * stay `SiteLink` (Next's `<Link>` without prefetching) with its result as `href`. next-intl's own `Link` is a client
 * component that reads the locale from `NextIntlClientProvider`, and the pages ship no i18n runtime to the browser
 * (see components/layout/client-strings.tsx).
 */
export const { getPathname } = createNavigation(routing);
