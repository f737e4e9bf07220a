import { SAVED_MESSAGE_ANCHOR } from '@/lib/offline-support';
import { OfflineView } from './offline-view';
import { SavedMessageView } from './saved-message-view';

/**
 * The offline page's two answers (src/pages/[lang]/offline.astro), one shown at a time with no script: the saved
 * message's panel only when the address ends in its anchor (`:target`), and then in place of the offline one
 * (`peer-target:`), which shows otherwise.
 */
export function OfflineAnswers() {
  return (
    <>
      <SavedMessageView id={SAVED_MESSAGE_ANCHOR} className="peer hidden target:flex" />
      <OfflineView className="peer-target:hidden" />
    </>
  );
}
