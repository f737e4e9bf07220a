import { useEffect, type RefObject } from 'react';
import { fieldId } from './contact-form-copy';
import type { FormSnapshot } from './form-snapshot';

/** Carries over what the visitor was doing in the plain HTML form: the focused field, caret, a pending submit. */
export function useSnapshotHandoff(snapshot: FormSnapshot, formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const { focus, shouldSubmit } = snapshot;
    const element = focus && document.getElementById(fieldId(focus.field));
    if (focus && element) {
      element.focus();
      const isText = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (isText && focus.selectionStart !== null && focus.selectionEnd !== null) {
        element.setSelectionRange(focus.selectionStart, focus.selectionEnd);
      }
    }
    if (shouldSubmit) formRef.current?.requestSubmit();
  }, [snapshot, formRef]);
}
