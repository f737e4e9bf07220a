import { buildContentSecurityPolicy } from './csp';

/**
 * Security headers that are the same on every response (pages, 404s, API, static files).
 * The Content-Security-Policy differs by answer and is set in src/server/http/answer-headers.ts.
 */

/**
 * Browser features the site never uses that reach the visitor's devices, location, screen or money; turned off, an
 * injected or third-party script cannot ask for them. Features that ask nothing of the person (motion sensors,
 * autoplay, wake lock and the like) are left to the browser's defaults: every byte of a page's headers travels in the
 * response that must fit TCP's first round trip, and the policy named 18 features where these 8 are the ones that
 * matter (docs/performance.md).
 */
const disabledFeatures = ['camera', 'display-capture', 'geolocation', 'hid', 'microphone', 'payment', 'serial', 'usb'];

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
