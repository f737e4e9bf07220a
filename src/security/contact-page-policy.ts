import { createHash } from 'node:crypto';

/**
 * The stylesheet and Content-Security-Policy of the page that answers a no-JavaScript contact form post
 * (src/server/contact/render-contact-page.ts). Here, beside the other policies, because the server sets it on every
 * answer of the route before the route runs (src/server/http/answer-headers.ts).
 */
export const CONTACT_PAGE_STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC",sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}
.ok{color:#166534}.bad{color:#b91c1c}ul{padding-left:1.25rem}a{color:#1d4ed8}
form{display:grid;gap:1rem;margin:1.5rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
button{font:inherit;font-weight:600;padding:.7rem 1.25rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}`;

/** Every answer of /api/contact (the page and the JSON): no scripts at all, only the stylesheet above. */
export const CONTACT_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CONTACT_PAGE_STYLE).digest('base64')}'`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
