import { createECDH } from 'node:crypto';
import { z } from 'zod';
// Relative and with its extension: the build's launcher loads this file with Node's type stripping, which resolves
// neither path aliases nor extensionless paths.
import { DURATION_PATTERN, DURATION_SOURCE } from './lib/duration.ts';

const optionalUrl = z.url().optional();
/** A figure shown on the home page only when set (e.g. `FIGURE_RETAIL_STORES=50000`). */
const optionalFigure = z.coerce.number().int().positive().optional();

/** SITE_URL when unset: fine on a laptop, wrong for a public site (canonical links, sitemap). */
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** `CONTACT_RATE_LIMIT`: requests per window, e.g. `5/10m`, `100/1h`, `30/90s`. */
export const RATE_LIMIT_PATTERN = new RegExp(String.raw`^\s*(\d+)\s*\/\s*${DURATION_SOURCE}\s*$`);

/**
 * `PUSH_SERVICE_HOSTS`: the push services whose endpoints a browser's subscription may name, comma-separated. An entry
 * is a host name with an optional port (`localhost:8443`); `*.` before a name stands for any name below it (not the
 * name itself). Without a port an entry allows the https default, 443, only.
 */
export const PUSH_SERVICE_HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
/** Google's (Chrome, Edge on Android), Mozilla's (Firefox), Apple's (Safari) and Microsoft's (Edge on Windows) push services. */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';
const pushServiceHosts = z
  .string()
  .refine((value) => value.split(',').every((entry) => PUSH_SERVICE_HOST_PATTERN.test(entry.trim())), 'host names with an optional :port, comma-separated')
  .default(DEFAULT_PUSH_SERVICE_HOSTS);
/** Whether `publicKey` is the P-256 public key of `privateKey` (both unpadded base64url). */
function isVapidKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return curve.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}
/** A VAPID key as web-push writes it: unpadded base64url of a P-256 public point (65 bytes) or private scalar (32). */
const base64UrlOfLength = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), `${length} base64url characters`);

/**
 * The validated environment, read once. The only reader of `process.env`.
 * Pages are statically generated, so site facts set here take effect at build time.
 */
const envSchema = z
  .object({
    SITE_URL: z.url().default(DEFAULT_SITE_URL),
    SITE_NAME: z.string().min(1).optional(),
    SITE_LEGAL_NAME: z.string().min(1).optional(),
    SITE_ADDRESS: z.string().min(1).optional(),
    SITE_PHONE: z.string().min(1).optional(),
    SITE_EMAIL: z.email().optional(),
    // Where people write about their data (the privacy notice); unset, SITE_EMAIL.
    PRIVACY_EMAIL: z.email().optional(),
    GLOBAL_TRADE_URL: optionalUrl,
    SELLER_LOGIN_URL: optionalUrl,
    APP_STORE_URL: optionalUrl,
    // Figures of the business: left out of the page until the company sets them.
    FIGURE_RETAIL_STORES: optionalFigure,
    FIGURE_MONTHLY_SALES_USD: optionalFigure,
    FIGURE_COUNTRIES: optionalFigure,
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\+?\d{6,15}$/)
      .optional(),
    GA_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/)
      .optional(),
    API_BASE_URL: z.string().optional(),
    // The server's port (`next start --port` sets it too): recorded in the PGlite folder's lock for `leads:export`.
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Leads storage, anti-abuse, notifications and operator access.
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
      .optional(),
    CONTACT_RATE_LIMIT: z.string().regex(RATE_LIMIT_PATTERN, 'like 5/10m').default('5/10m'),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'true, false or a number of proxy hops')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .default(0),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
    LEAD_EMAIL_TO: z.string().min(3).optional(),
    LEAD_EMAIL_FROM: z.string().min(3).optional(),
    LEAD_WEBHOOK_URL: z.url().optional(),
    LEAD_WEBHOOK_SECRET: z.string().min(16).optional(),
    LEAD_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
    ADMIN_TOKEN: z.string().min(16).optional(),
    IP_HASH_SALT: z.string().min(16).optional(),
    // Signs the inbox's session cookies; unset, a random secret is stored in the database at first start.
    AUTH_SECRET: z.string().min(32).optional(),
    // Notifications on the sales team's phones (web push): the keys the server signs with, unset: made and stored once.
    VAPID_PUBLIC_KEY: base64UrlOfLength(87).optional(),
    VAPID_PRIVATE_KEY: base64UrlOfLength(43).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
      .optional(),
    PUSH_SERVICE_HOSTS: pushServiceHosts,
    LEAD_REALERT_AFTER: z.string().regex(DURATION_PATTERN, 'like 10m, 30s or 1h').default('10m'),
    // How long a routed lead's assignee has to answer before it passes on; unset: the routing document's answerWithin.
    LEAD_ANSWER_WITHIN: z.string().regex(DURATION_PATTERN, 'like 5m, 30s or 1h').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((value, context) => {
    // A channel half-configured would silently drop leads' notifications: name the missing partner.
    if (value.SMTP_URL && !value.LEAD_EMAIL_TO) context.addIssue({ code: 'custom', path: ['LEAD_EMAIL_TO'], message: 'required with SMTP_URL' });
    if (value.LEAD_EMAIL_TO && !value.SMTP_URL) context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required with LEAD_EMAIL_TO' });
    if (value.LEAD_WEBHOOK_URL && !value.LEAD_WEBHOOK_SECRET) {
      context.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: 'required with LEAD_WEBHOOK_URL' });
    }
    // One key of a pair is no key: the server would make a new pair and the other would be silently ignored.
    if (value.VAPID_PUBLIC_KEY && !value.VAPID_PRIVATE_KEY)
      context.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'required with VAPID_PUBLIC_KEY' });
    if (value.VAPID_PRIVATE_KEY && !value.VAPID_PUBLIC_KEY)
      context.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'required with VAPID_PRIVATE_KEY' });
    // A mismatched pair would have every push service refuse every push.
    if (value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY && !isVapidKeyPair(value.VAPID_PUBLIC_KEY, value.VAPID_PRIVATE_KEY)) {
      context.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'not the public key of VAPID_PRIVATE_KEY' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * The brand facts whose defaults are placeholders (src/site/site-config.ts): a company must set each one before
 * launch. SITE_LEGAL_NAME is not among them: unset, it is SITE_NAME.
 */
export const BRAND_FACT_VARIABLES = [
  'SITE_URL',
  'SITE_NAME',
  'SITE_ADDRESS',
  'SITE_PHONE',
  'SITE_EMAIL',
  'PRIVACY_EMAIL',
  'GLOBAL_TRADE_URL',
  'SELLER_LOGIN_URL',
  'APP_STORE_URL',
] as const;

/** Whether a brand fact of `value` is at its placeholder default; PRIVACY_EMAIL is SITE_EMAIL's when unset. */
function isAtDefault(value: Env, name: (typeof BRAND_FACT_VARIABLES)[number]): boolean {
  if (name === 'SITE_URL') return value.SITE_URL === DEFAULT_SITE_URL;
  if (name === 'PRIVACY_EMAIL') return value.PRIVACY_EMAIL === undefined && value.SITE_EMAIL === undefined;
  return value[name] === undefined;
}

/** The brand facts of `value` that are still at their placeholder defaults, by variable name. */
export function listBrandFactsAtDefault(value: Env): string[] {
  return BRAND_FACT_VARIABLES.filter((name) => isAtDefault(value, name));
}

function hostOf(url: string | undefined): string {
  return url === undefined ? '' : new URL(url).hostname;
}

/**
 * What the privacy notice states of the server's configuration (src/components/privacy/): the retention, and the
 * hosts of the e-mail provider and the webhook that receive each lead (never their URLs, which may hold a password).
 * The build records them (scripts/build-site/launcher.mjs) and the server compares its own at start
 * (src/server/brand-defaults.ts), since the prerendered notice can only state what the build saw.
 */
export function listPrivacyNoticeFacts(value: Env): Record<'LEAD_RETENTION_DAYS' | 'SMTP_URL' | 'LEAD_WEBHOOK_URL', string> {
  return { LEAD_RETENTION_DAYS: String(value.LEAD_RETENTION_DAYS), SMTP_URL: hostOf(value.SMTP_URL), LEAD_WEBHOOK_URL: hostOf(value.LEAD_WEBHOOK_URL) };
}

function readEnv(): Env {
  // Empty strings (e.g. `FOO=` in a .env file) mean "unset".
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`Invalid environment variables: ${names.join(', ')}`);
  }
  return parsed.data;
}

export const env = readEnv();
