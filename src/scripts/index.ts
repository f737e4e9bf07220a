import { startAnalytics } from './analytics';
import { startBackToTop } from './back-to-top';
import { startChunkReload } from './chunk-reload';
import { startMenuExpanded } from './menu-expanded';
import { startOfflineBanner } from './offline-banner';
import { startProgressBar } from './progress-bar';
import { startToaster } from './toaster';

/**
 * The page chrome's one module (PageChrome.astro): starts every small behaviour on the page's static HTML. Modules
 * run once the document is parsed, so each finds its markup. The chunk reload goes first: it must be listening
 * before anything else can fail to load.
 */
startChunkReload();
startToaster();
startMenuExpanded();
startProgressBar();
startOfflineBanner();
startBackToTop();
startAnalytics();
