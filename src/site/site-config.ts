import { env, listPrivacyNoticeFacts } from '@/env';
import { FEATURED_COUNTRIES } from '@/lib/lead-fields';

/**
 * Placeholders, each recognisably not a real company's (README, "Environment variables"): the server logs the ones
 * still in use at start (src/server/brand-defaults.ts).
 * - e-mail: example.com is reserved for documentation (RFC 2606);
 * - phone: 555-0100 to 555-0199 are reserved for fictional use in every North American area code
 *   (https://nationalnanpa.com/number_resource_info/555_numbers.html), so the number reaches no one;
 * - address: "Example Street" names no street.
 */
export const PLACEHOLDER_BRAND = {
  name: 'Kasuwa Wholesale',
  address: '1 Example Street, Lagos, Nigeria',
  phone: '+1 202 555 0100',
  email: 'business@example.com',
} as const;

const name = env.SITE_NAME ?? PLACEHOLDER_BRAND.name;
const privacyFacts = listPrivacyNoticeFacts(env);

/** Each figure of the home page, shown only when the business has set it (FIGURE_* in src/env.ts). */
type SiteFigures = {
  retailStores?: number;
  monthlySalesUsd?: number;
  countries?: number;
};

/**
 * Every brand fact, figure and external URL of the site, defined once.
 * "Kasuwa Wholesale" is a neutral placeholder brand; each value can be
 * overridden by an environment variable at deploy (build) time.
 */
export const siteConfig = {
  name,
  /** Unset, the legal name is the brand name: better than inventing a company form ("Ltd.") for it. */
  legalName: env.SITE_LEGAL_NAME ?? name,
  address: env.SITE_ADDRESS ?? PLACEHOLDER_BRAND.address,
  /** ISO 3166 codes for structured data: the headquarters' country and the markets the spec names. */
  addressCountry: 'NG',
  areaServed: [...FEATURED_COUNTRIES],
  phone: env.SITE_PHONE ?? PLACEHOLDER_BRAND.phone,
  email: env.SITE_EMAIL ?? PLACEHOLDER_BRAND.email,
  url: env.SITE_URL.replace(/\/$/, ''),
  globalTradeUrl: env.GLOBAL_TRADE_URL ?? 'https://global.example.com/',
  sellerLoginUrl: env.SELLER_LOGIN_URL ?? 'https://seller.example.com/login',
  appStoreUrl: env.APP_STORE_URL ?? 'https://play.google.com/store/apps/details?id=com.example.buyer',
  whatsappNumber: env.WHATSAPP_NUMBER,
  gaId: env.GA_ID,
  /** Where the browser's HTTP client sends the contact form (empty: this origin). */
  apiBaseUrl: env.API_BASE_URL ?? '',
  /** Unset figures are left out: the page then states only the spec's facts (src/components/home/figures-section.tsx). */
  figures: {
    retailStores: env.FIGURE_RETAIL_STORES,
    monthlySalesUsd: env.FIGURE_MONTHLY_SALES_USD,
    countries: env.FIGURE_COUNTRIES,
  } as SiteFigures,
  /** Partners shown on the home page; empty means the section is left out. */
  partners: [] as ReadonlyArray<{ name: string; logo?: string; url?: string }>,
  /** What the privacy notice (src/components/privacy/) states from the configuration. */
  privacy: {
    /** Where people write about their data. */
    email: env.PRIVACY_EMAIL ?? env.SITE_EMAIL ?? PLACEHOLDER_BRAND.email,
    /** Days a lead is kept before the retention worker deletes it. */
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    /** The recipients of each lead beside the sales team, named by host (empty: none configured). */
    emailProviderHost: privacyFacts.SMTP_URL,
    webhookHost: privacyFacts.LEAD_WEBHOOK_URL,
  },
} as const;

export type SiteConfig = typeof siteConfig;
