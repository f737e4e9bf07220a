import {
  CONTACT_FORM_ATTRIBUTE,
  HELD_SUBMIT_TIMEOUT_MS,
  PENDING_SUBMIT_PROPERTY as PENDING,
  TAKEN_OVER_PROPERTY as TAKEN,
} from './submit-guard';

/**
 * ES5, inline, so it runs from the first paint. The form has `novalidate` (the browser's own bubble would speak the
 * browser's language, not the page's, and hide under the sticky header), so a submit before the form's script would
 * post the plain form: right without JavaScript (the server answers a page with the spec's messages), but a full page
 * load for a visitor whose scripts are a second away. So while scripts are on their way, the guard holds the submit
 * (the button shows it is busy); the loader (contact-form-loader.tsx) takes it over when it runs and the interactive
 * form validates and sends it. If a script fails to load, or none has taken over after HELD_SUBMIT_TIMEOUT_MS, the
 * form posts itself after all. A submit another handler already took (`defaultPrevented`) is left alone.
 */
const source =
  `(function(){function post(f){if(!f.${TAKEN}){f.${TAKEN}=true;f.submit()}}` +
  `addEventListener("submit",function(e){var f=e.target;` +
  `if(e.defaultPrevented||!f||!f.hasAttribute||!f.hasAttribute("${CONTACT_FORM_ATTRIBUTE}")||f.${TAKEN})return;` +
  `e.preventDefault();if(f.${PENDING})return;f.${PENDING}=true;` +
  `var b=f.querySelector("button[type=submit]");if(b)b.setAttribute("aria-busy","true");` +
  `setTimeout(function(){post(f)},${HELD_SUBMIT_TIMEOUT_MS})});` +
  `addEventListener("error",function(e){var t=e.target,f=document.querySelector("form[${CONTACT_FORM_ATTRIBUTE}]");` +
  `if(t&&t.tagName==="SCRIPT"&&f&&f.${PENDING})post(f)},true)})()`;

/** The inline guard, rendered next to the form; `npm run build` hashes it into the page's Content-Security-Policy. */
export function ContactSubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
