/**
 * Facts of the privacy notice that are not configuration (those are in site-config.ts): when its text last changed,
 * and where each market's data protection authority takes complaints. Change the date with the notice's words
 * (messages/*.json, PrivacyPage).
 */
export const PRIVACY_NOTICE_LAST_CHANGED = '2026-11-28';

/** The notice's part on analytics, where the footer's "Cookie settings" leads when the page's module is not running. */
export const PRIVACY_ANALYTICS_ID = 'analytics';

export const DATA_PROTECTION_AUTHORITIES = [
  { key: 'ndpc', url: 'https://ndpc.gov.ng/' },
  { key: 'odpc', url: 'https://www.odpc.go.ke/' },
  { key: 'pdpo', url: 'https://pdpo.go.ug/' },
  { key: 'pdpc', url: 'https://www.pdpc.go.tz/' },
] as const;
