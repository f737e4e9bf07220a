import { buildContentSecurityPolicy } from './csp';

/**
 * Security headers that are the same on every response (pages, 404s, API, static files).
 * The Content-Security-Policy differs by answer and is set in src/server/http/answer-headers.ts.
 */

/** Browser features the site never uses; turning them off limits what injected or third-party code can reach. */
const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const staticSecurityHeaders: Array<{ key: string; value: string }> = [
  // Two years, the HSTS preload list's recommendation; browsers ignore it over plain http (local runs).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: disabledFeatures.map((feature) => `${feature}=()`).join(', ') },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // No inline script at all: the request gate's refusals carry it; answer-headers.ts sets each answer's own.
  { key: 'Content-Security-Policy', value: buildContentSecurityPolicy([]) },
];
