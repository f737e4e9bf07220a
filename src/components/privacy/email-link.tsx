import type { ReactNode } from 'react';

/** The `<link>` tag of a rich message naming the privacy address (`<link>{email}</link>`): a `mailto:` link. */
export function emailLink(email: string) {
  return function EmailLink(chunks: ReactNode) {
    return (
      <a href={`mailto:${email}`} className="font-semibold break-all text-brand-800 underline underline-offset-4">
        {chunks}
      </a>
    );
  };
}
