import { env } from '@/env';

/**
 * Every brand fact and external URL of the site, defined once.
 * "Kasuwa Wholesale" is a neutral placeholder brand; each value can be
 * overridden by an environment variable at deploy (build) time.
 */
export const siteConfig = {
  name: env.SITE_NAME ?? 'Kasuwa Wholesale',
  legalName: env.SITE_LEGAL_NAME ?? 'Kasuwa Wholesale Technologies Ltd.',
  address: env.SITE_ADDRESS ?? '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  /** ISO 3166 codes for structured data: the headquarters' country and the markets served. */
  addressCountry: 'NG',
  areaServed: ['NG', 'UG', 'KE', 'TZ'],
  phone: env.SITE_PHONE ?? '+234 1 700 0000',
  email: env.SITE_EMAIL ?? 'business@example.com',
  url: env.SITE_URL.replace(/\/$/, ''),
  globalTradeUrl: env.GLOBAL_TRADE_URL ?? 'https://global.example.com/',
  sellerLoginUrl: env.SELLER_LOGIN_URL ?? 'https://seller.example.com/login',
  appStoreUrl: env.APP_STORE_URL ?? 'https://play.google.com/store/apps/details?id=com.example.buyer',
  whatsappNumber: env.WHATSAPP_NUMBER,
  gaId: env.NEXT_PUBLIC_GA_ID,
  /**
   * PLACEHOLDER figures, not real company data: replace them with the numbers the business
   * confirms before launch. The home page shows them as "50K+", "$12M+" and "6" (per locale).
   */
  figures: { retailStores: 50000, monthlySalesVolumeUsd: 12000000, countries: 6 },
  /** Partners shown on the home page; empty means the section is left out. */
  partners: [] as ReadonlyArray<{ name: string; logo?: string; url?: string }>,
} as const;

export type SiteConfig = typeof siteConfig;
