import {
  CONSENT_CHANGE_EVENT,
  CONSENT_NOTICE_ID,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_STATE_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  consentRecordOf,
  isConsentChoice,
  type ConsentChoice,
  type ConsentState,
} from '@/lib/consent/analytics-consent';

/** The state the head's script wrote (src/lib/consent/consent-state-script.ts), or null on a build without analytics. */
export function readConsentState(): ConsentState | null {
  const state = document.documentElement.getAttribute(CONSENT_STATE_ATTRIBUTE);
  return state === 'ask' || isConsentChoice(state) ? state : null;
}

function writeConsentState(state: ConsentState): void {
  document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, state);
}

/** Stores the choice with its day, shows it on `<html>` and tells the analytics module. */
function recordChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecordOf(choice, new Date())));
  } catch {
    // Storage off: the choice holds for this page only, and the next page asks again.
  }
  writeConsentState(choice);
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}

/**
 * The analytics notice (src/components/layout/consent-notice.tsx) and the footer's "Cookie settings". The notice's
 * buttons work before this module arrives: they close the `<dialog>` natively (`<form method="dialog">`), which keeps
 * the button's value as `returnValue`; a choice made that early is recorded here as soon as the module runs. "Cookie
 * settings" (a link to the privacy notice's part on analytics, for a page without this module) opens the notice
 * again in place, with the focus on it; closing it with no answer leaves the earlier choice.
 */
export function startConsentNotice(signal?: AbortSignal): void {
  const notice = document.getElementById(CONSENT_NOTICE_ID);
  if (!(notice instanceof HTMLDialogElement)) return;
  let choiceBefore = readConsentState();
  if (choiceBefore === 'ask' && !notice.open && isConsentChoice(notice.returnValue)) recordChoice(notice.returnValue);

  notice.addEventListener(
    'close',
    () => {
      const answer = notice.returnValue;
      if (isConsentChoice(answer)) recordChoice(answer);
      else if (choiceBefore) writeConsentState(choiceBefore);
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      const settings = event.target instanceof Element && event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
      if (!settings) return;
      event.preventDefault();
      choiceBefore = readConsentState();
      notice.returnValue = '';
      writeConsentState('ask');
      if (!notice.open) notice.show();
      notice.focus();
    },
    { signal },
  );
}
