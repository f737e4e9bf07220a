import { useEffect } from 'react';
import { ContactIsland, type ContactIslandProps } from '@/components/contact/contact-island';
import { connectToaster } from '@/components/ui/toast';
import { showToast } from '@/scripts/toaster';

/**
 * The island Astro hydrates: the contact form, its toasts handed to the page's own toast region
 * (src/scripts/toaster.ts, no framework). Toasts asked for before this ran wait in toast.ts's queue.
 */
export function ContactIslandRoot(props: ContactIslandProps) {
  useEffect(() => connectToaster(({ message, variant, duration }) => showToast(message, { variant, duration })), []);
  return <ContactIsland {...props} />;
}
