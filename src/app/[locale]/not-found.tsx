import { NotFoundView } from '@/components/layout/not-found-view';

// Reached only through notFound() inside the locale routes; proxy.ts serves the usual 404s.
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFoundView namespace="NotFound" />
    </main>
  );
}
