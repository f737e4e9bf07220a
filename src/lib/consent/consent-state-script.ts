import { CONSENT_STATE_ATTRIBUTE, CONSENT_STORAGE_KEY, CONSENT_VALID_MONTHS } from './analytics-consent';

/**
 * The head's inline script on a build with analytics (HeadScripts.astro hashes it into the page's policy): reads the
 * stored choice before the first paint and writes it on `<html data-consent>`, so a returning visitor never sees the
 * notice flash, and a first visit shows it in the first frame (the notice is hidden by CSS unless the state is
 * `ask`). Without JavaScript nothing sets the attribute, so the notice, whose buttons could not work, stays hidden.
 *
 * A record is current from its day until CONSENT_VALID_MONTHS later. A record dated after today is not trusted: the
 * phone's clock was wrong then or is now, and asking again is the safe answer. Storage may be off (privacy modes):
 * the notice is then asked on each page. ES5, like the language switch's script: it runs before any module.
 */
const key = JSON.stringify(CONSENT_STORAGE_KEY);
const datasetKey = CONSENT_STATE_ATTRIBUTE.replace(/^data-/, '');

// A record that is missing or malformed throws (`null.date`, a bad JSON) and leaves the state at "ask".
export const CONSENT_STATE_SCRIPT =
  `(function(){var s="ask";try{var r=JSON.parse(localStorage.getItem(${key})),d=new Date(r.date),n=new Date;` +
  `d.setUTCMonth(d.getUTCMonth()+${CONSENT_VALID_MONTHS});` +
  `if(/^(granted|denied)$/.test(r.choice)&&Date.parse(r.date)<=n&&n<d)s=r.choice}catch(x){}` +
  `document.documentElement.dataset.${datasetKey}=s})()`;
