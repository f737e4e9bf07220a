// Open inboxes hear of leads stored or moved within a moment, with no reload: the database NOTIFYs `lead_changes`
// (migration 0010, on any instance), this process LISTENs once, and each open list gets a Server-Sent Event.
// Only the lead's id travels; the list asks for its page again.
// A stream lives no longer than the session it was opened with: the database NOTIFYs `inbox_session_ends` when a
// session row goes (signing out, a disabled person: migration 0011) and the stream closes at once; before each event,
// and with each heartbeat, the session is checked again, so a missed notification or an idle expiry closes it too.
import { isSessionActive } from '@/server/auth/session';
import { getDatabase } from '@/server/db/client';
import { LEAD_CHANGES_CHANNEL, SESSION_END_CHANNEL } from '@/server/db/notify-channels';
import { logger } from '@/server/logger';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long and the browser opens a new one: no connection is held for ever. */
const STREAM_MAX_MS = 10 * 60_000;
/** How long the browser waits before it opens the stream again. */
const RETRY_MS = 2_000;

/** An open stream: the session it was opened with, what to do with a lead's id, and how to close it. */
interface Listener {
  sessionId: string;
  onLead(leadId: string): void;
  close(): void;
}

interface Hub {
  listeners: Set<Listener>;
  listening?: Promise<void>;
  isStopping: boolean;
}

/** This process's open streams, made on the first one. */
let openStreams: Hub | undefined;

function hub(): Hub {
  if (openStreams) return openStreams;
  const state: Hub = { listeners: new Set(), isStopping: false };
  openStreams = state;
  // A stopping server ends its streams at once (each browser opens a new one, on an instance that is not stopping),
  // so the graceful drain (src/server/http/drain.ts) is not held up by them.
  const stop = () => {
    state.isStopping = true;
    for (const listener of state.listeners) listener.close();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return state;
}

function startListening(state: Hub): Promise<void> {
  state.listening ??= getDatabase()
    .then((handle) =>
      Promise.all([
        handle.listen(LEAD_CHANGES_CHANNEL, (leadId) => state.listeners.forEach((listener) => listener.onLead(leadId))),
        handle.listen(SESSION_END_CHANNEL, (sessionId) => {
          for (const listener of state.listeners) if (listener.sessionId === sessionId) listener.close();
        }),
      ]),
    )
    .then(() => logger.info({ channels: [LEAD_CHANGES_CHANNEL, SESSION_END_CHANNEL] }, 'listening for lead changes and ended sessions'))
    .catch((error: unknown) => {
      state.listening = undefined;
      throw error;
    });
  return state.listening;
}

/**
 * A `text/event-stream` answer: a `lead` event with the id of each lead stored or moved, until the browser leaves or
 * the session `sessionId` ends.
 */
export async function streamLeadChanges(signal: AbortSignal, sessionId: string): Promise<Response> {
  const state = hub();
  const encoder = new TextEncoder();
  const headers = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };
  if (state.isStopping) return new Response(`retry: ${RETRY_MS}\n\n`, { headers });
  await startListening(state);
  const { db } = await getDatabase();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      /** Sends `text` if the session still holds, or closes the stream. */
      const sendWhileSignedIn = (text: string) => {
        isSessionActive(db, sessionId)
          .then((isActive) => (isActive && !state.isStopping ? send(text) : cleanup()))
          .catch(() => cleanup());
      };
      const listener: Listener = {
        sessionId,
        onLead: (leadId) => sendWhileSignedIn(`event: lead\ndata: ${leadId}\n\n`),
        close: () => cleanup(),
      };
      const heartbeat = setInterval(() => sendWhileSignedIn(': keep-alive\n\n'), HEARTBEAT_MS);
      const limit = setTimeout(() => cleanup(), STREAM_MAX_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        clearTimeout(limit);
        state.listeners.delete(listener);
        signal.removeEventListener('abort', cleanup);
        try {
          controller.close();
        } catch {
          // Already closed by the browser leaving.
        }
      };
      state.listeners.add(listener);
      signal.addEventListener('abort', cleanup);
      send(`retry: ${RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { headers });
}
