import { z } from 'zod';

const optionalUrl = z.url().optional();

/**
 * The validated environment, read once. The only reader of `process.env`.
 * Pages are statically generated, so site facts set here take effect at build time.
 */
const envSchema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).optional(),
  SITE_LEGAL_NAME: z.string().min(1).optional(),
  SITE_ADDRESS: z.string().min(1).optional(),
  SITE_PHONE: z.string().min(1).optional(),
  SITE_EMAIL: z.email().optional(),
  GLOBAL_TRADE_URL: optionalUrl,
  SELLER_LOGIN_URL: optionalUrl,
  APP_STORE_URL: optionalUrl,
  WHATSAPP_NUMBER: z.string().regex(/^\+?\d{6,15}$/).optional(),
  NEXT_PUBLIC_GA_ID: z.string().regex(/^G-[A-Z0-9]+$/).optional(),
  NEXT_PUBLIC_API_BASE_URL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  // Empty strings (e.g. `FOO=` in a .env file) mean "unset".
  const raw = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`Invalid environment variables: ${names.join(', ')}`);
  }
  return parsed.data;
}

export const env = readEnv();
