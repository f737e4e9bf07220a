import { useEffect, useRef, useState } from 'react';
import {
  createIdempotencyKey,
  emptyDraftFields,
  readContactDraft,
  removeContactDraft,
  startContactDraft,
  writeContactDraft,
  type ContactDraft,
  type ContactDraftFields,
} from '@/lib/contact-draft';
import { LEAD_FIELDS } from '@/lib/lead-fields';

/** Typing writes to localStorage at most this often; leaving the page writes at once. */
const SAVE_DELAY_MS = 400;

function restoreDraft(typed: ContactDraftFields): ContactDraft | null {
  const stored = readContactDraft();
  const hasTyped = LEAD_FIELDS.some((field) => typed[field] !== '');
  // Typed into the plain form before the script arrived: the visitor may have started at the navigation's start.
  if (!stored) return hasTyped ? startContactDraft(typed, 0) : null;
  // What the visitor typed before the script arrived wins over the older saved draft.
  const fields = { ...stored.fields };
  for (const field of LEAD_FIELDS) if (typed[field] !== '') fields[field] = typed[field];
  return { ...stored, fields };
}

/**
 * The draft of the contact form: its fields, idempotency key and start time, restored from and saved
 * to localStorage until it is sent. A draft starts (key and time) with the first thing typed.
 * `typed` null: start empty, as the server rendered the form, and let the caller `restore` once it has hydrated.
 */
export function useContactDraft(typed: ContactDraftFields | null) {
  const [draft, setDraftState] = useState(() => (typed ? restoreDraft(typed) : null));
  // Mirrors the state for event handlers that run before the next render (send, queue, pagehide).
  const draftRef = useRef(draft);
  const saveTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setDraft = (next: ContactDraft | null) => {
    draftRef.current = next;
    setDraftState(next);
  };
  // Writes the draft as it is when the timer fires: nothing once it has been sent and cleared.
  const saveSoon = () => {
    clearTimeout(saveTimerRef.current);
    saveTimerRef.current = setTimeout(() => {
      if (draftRef.current) writeContactDraft(draftRef.current);
    }, SAVE_DELAY_MS);
  };

  useEffect(() => {
    const saveNow = () => {
      clearTimeout(saveTimerRef.current);
      if (draftRef.current) writeContactDraft(draftRef.current);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      saveNow();
    };
  }, []);

  return {
    fields: draft?.fields ?? emptyDraftFields,
    isQueued: draft?.isQueued ?? false,
    /** The current draft, read in event handlers. */
    draftRef,
    /** Takes over what was typed before hydration and the saved draft (see `typed`). */
    restore(typedBefore: ContactDraftFields) {
      setDraft(restoreDraft(typedBefore));
    },
    updateFields(patch: Partial<ContactDraftFields>) {
      const current = draftRef.current ?? startContactDraft(emptyDraftFields);
      const key = current.isKeyUsed ? { idempotencyKey: createIdempotencyKey(), isKeyUsed: false } : {};
      setDraft({ ...current, ...key, fields: { ...current.fields, ...patch } });
      saveSoon();
    },
    /** About to send: a later change to the fields takes a new key. */
    markKeyUsed() {
      if (!draftRef.current || draftRef.current.isKeyUsed) return;
      setDraft({ ...draftRef.current, isKeyUsed: true });
      writeContactDraft(draftRef.current);
    },
    setQueued(isQueued: boolean) {
      if (!draftRef.current) return;
      setDraft({ ...draftRef.current, isQueued });
      writeContactDraft(draftRef.current);
    },
    /** Sent: forget the draft, so the next message gets a new idempotency key. */
    clear() {
      clearTimeout(saveTimerRef.current);
      setDraft(null);
      removeContactDraft();
    },
  };
}
