import type { ReactNode } from 'react';

export const metadata = { title: 'Baseline', description: 'An empty Next.js page with one client button.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
