import { ContactForm, HttpClient, MessageDialog } from '../../../messages/en.json';
import { ContactIslandRoot, type ContactIslandPageProps } from './contact-island-root';

/** The island in English, its strings bundled with its script (island-copy.ts `IslandMessages` says why). */
export function ContactIslandEn(props: ContactIslandPageProps) {
  return <ContactIslandRoot locale="en" messages={{ ContactForm, HttpClient, MessageDialog }} {...props} />;
}
