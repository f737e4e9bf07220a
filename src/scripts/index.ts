import { startAnalytics } from './analytics';
import { startBackToTop } from './back-to-top';
import { startChunkReload } from './chunk-reload';
import { startConsentNotice } from './consent-notice';
import { startMenuExpanded } from './menu-expanded';
import { startOfflineBanner } from './offline-banner';
import { startOfflineSupport } from './offline-support';
import { startProgressBar } from './progress-bar';
import { startToaster } from './toaster';
import { ENHANCED_ATTRIBUTE } from '@/lib/page-chrome/chrome-hooks';

/**
 * The page chrome's one module (PageChrome.astro loads it once the page has loaded): starts every small behaviour on
 * the page's static HTML. The chunk reload goes first: it must be listening before anything else can fail to load.
 * Then the document says it is enhanced (`data-enhanced` on <html>), for styles and for whoever waits for it.
 */
startChunkReload();
startToaster();
startMenuExpanded();
startProgressBar();
startOfflineBanner();
startBackToTop();
startConsentNotice();
startAnalytics();
startOfflineSupport();
document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, '');
