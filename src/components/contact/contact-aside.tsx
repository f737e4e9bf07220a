// Inline icons: lucide-react's components are client components and would add script to the page.
function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </svg>
  );
}

function ShieldIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5 shrink-0 text-brand-700">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"
      />
      <path strokeLinecap="round" strokeLinejoin="round" d="m9 12 2 2 4-4" />
    </svg>
  );
}

type ContactAsideCopy = {
  whatsappTitle: string;
  whatsappText: string;
  whatsappLink: string;
  opensInNewTab: string;
  privacyTitle: string;
  privacyText: ReadonlyArray<string>;
  /** The full privacy notice, in the page's language. */
  privacyLink: { text: string; href: string };
};

type ContactAsideProps = {
  copy: ContactAsideCopy;
  /** International number from the site configuration; without one there is no WhatsApp link. */
  whatsappNumber?: string;
};

/** Beside the form: the WhatsApp channel most retailers use, and what happens to the details they send. */
export function ContactAside({ copy, whatsappNumber }: ContactAsideProps) {
  const digits = whatsappNumber?.replace(/\D/g, '');
  return (
    <aside className="flex flex-col gap-6">
      {digits && (
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5 md:p-6">
          <h3 className="text-lg font-bold text-brand-900">{copy.whatsappTitle}</h3>
          <p className="mt-1.5 text-slate-700">{copy.whatsappText}</p>
          <a
            href={`https://wa.me/${digits}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <ChatIcon />
            {copy.whatsappLink} <span className="sr-only">{copy.opensInNewTab}</span>
          </a>
        </div>
      )}
      <div className="rounded-2xl border border-slate-200 p-5 md:p-6">
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <ShieldIcon />
          {copy.privacyTitle}
        </h3>
        {copy.privacyText.map((sentence) => (
          <p key={sentence} className="mt-2 text-sm leading-relaxed text-pretty text-slate-700">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-sm">
          <a href={copy.privacyLink.href} className="font-semibold text-brand-800 underline underline-offset-4">
            {copy.privacyLink.text}
          </a>
        </p>
      </div>
    </aside>
  );
}
