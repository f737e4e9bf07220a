// The lead page's data, formatted and translated on the server (src/server/inbox/lead-page-view.ts).
import type { WorkStatus } from './vocabulary';

export interface LeadPageView {
  id: string;
  title: string;
  isErased: boolean;
  isSpam: boolean;
  isAdmin: boolean;
  /** The folder the status form starts on. */
  status: WorkStatus;
  fields: Array<{ label: string; value: string }>;
  message: string;
  telHref?: string;
  whatsappHref?: string;
  deliveries: Array<{ id: string; channel: string; status: string; attempts: string; canRetry: boolean }>;
  history: Array<{ id: string; when: string; iso: string; text: string; note?: string }>;
  people: Array<{ id: string; name: string }>;
  assigneeId: string;
}
