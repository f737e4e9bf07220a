'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hasContactDraft } from '@/lib/contact-draft-storage';
import type { ContactFormProps } from './contact-form-copy';
import { isFormInUse, takeFormSnapshot, type FormSnapshot } from './form-snapshot';
import { takeOverSubmit } from './submit-guard';

type InteractiveForm = ComponentType<ContactFormProps & { snapshot: FormSnapshot }>;

/** Start loading a little before the form scrolls into view, so it is ready when reached. */
const PRELOAD_MARGIN = '300px 0px';

/**
 * Shows the server-rendered form (`children`, plain HTML that posts without JavaScript) and swaps in
 * the interactive form only when it is needed: the section nears the viewport, the visitor focuses,
 * types in or submits the form (also before this script ran: the inline guard holds such a submit for it), or a
 * saved draft is waiting.
 * Validation (libphonenumber-js metadata) and the form logic thus stay out of the page's first-load
 * JavaScript.
 */
export function ContactFormLoader({ children, ...formProps }: ContactFormProps & { children: ReactNode }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Form: InteractiveForm; snapshot: FormSnapshot } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    const form = container?.querySelector('form');
    if (!container || !form) return;
    let isStarted = false;
    let isDisposed = false;
    let shouldSubmit = false;

    const stopListening = () => {
      observer.disconnect();
      form.removeEventListener('focusin', load);
      form.removeEventListener('input', load);
      form.removeEventListener('submit', onSubmit);
    };
    function load() {
      if (isStarted) return;
      isStarted = true;
      form?.removeEventListener('focusin', load);
      form?.removeEventListener('input', load);
      observer.disconnect();
      import('./contact-form')
        .then(({ ContactForm }) => {
          if (isDisposed || !form) return;
          stopListening();
          // Read what was typed and swap in the same task, so no keystroke falls between the two.
          const snapshot = takeFormSnapshot(form, shouldSubmit);
          flushSync(() => setLoaded({ Form: ContactForm, snapshot }));
        })
        .catch(() => {
          // The script did not arrive (offline, new deployment): the plain HTML form still posts.
          stopListening();
          if (shouldSubmit) form?.requestSubmit();
        });
    }
    function onSubmit(event: SubmitEvent) {
      event.preventDefault();
      shouldSubmit = true;
      load();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );

    observer.observe(container);
    form.addEventListener('focusin', load);
    form.addEventListener('input', load);
    form.addEventListener('submit', onSubmit);
    // A submit the inline guard held before this script ran (contact-submit-guard.tsx) is this script's now.
    if (takeOverSubmit(form)) shouldSubmit = true;
    if (shouldSubmit || hasContactDraft() || isFormInUse(form)) load();
    return () => {
      isDisposed = true;
      stopListening();
    };
  }, []);

  return <div ref={containerRef}>{loaded ? <loaded.Form {...formProps} snapshot={loaded.snapshot} /> : children}</div>;
}
