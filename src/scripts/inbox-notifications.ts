// The settings page's notifications (src/components/inbox/notification-settings.tsx): reads whether this device has
// them on, turns them on (the browser's permission, a push subscription with the server's key, posted to
// /inbox/push/subscriptions) or off (removed from the server, then from the browser), and sends a test. The server's
// answers are in the person's language; the page's own words are its data attributes.

type State = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported' | 'failed';

interface Envelope {
  success?: boolean;
  msg?: string;
  data?: { publicKey?: string };
}

/** The server's base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function callServer(path: string, method: string, body?: object): Promise<Envelope & { ok: boolean }> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  return { ...envelope, ok: response.ok };
}

/** Whether `subscription` was made with `key` (a server whose keys changed needs a new one). */
function isMadeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Gives the settings' buttons their work; false when the page has no notification settings. */
export function enableNotificationSettings(doc: Document = document, win: Window = window): boolean {
  const root = doc.querySelector<HTMLElement>('[data-notification-settings]');
  const status = root?.querySelector<HTMLElement>('[data-notification-state]');
  const turnOn = root?.querySelector<HTMLButtonElement>('[data-notification-on]');
  const turnOff = root?.querySelector<HTMLButtonElement>('[data-notification-off]');
  const test = root?.querySelector<HTMLButtonElement>('[data-notification-test]');
  const testHint = root?.querySelector<HTMLElement>('[data-notification-test-hint]');
  if (!root || !status || !turnOn || !turnOff || !test || !testHint) return false;

  const show = (state: State, message?: string) => {
    // The words of each state are the attribute the component wrote them into, named as it names them.
    status.textContent = message ?? root.getAttribute(`data-state-${state}`) ?? '';
    turnOn.hidden = state !== 'off' && state !== 'failed';
    turnOff.hidden = state !== 'on';
    test.hidden = state !== 'on';
    testHint.hidden = state !== 'on';
  };
  const isSupported = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  if (!isSupported) {
    show('unsupported');
    return true;
  }
  // The inbox's worker, which every inbox page registers (src/scripts/inbox-worker.ts), once it is active. No import:
  // the page inlines this script only while it shares no module with the layout's.
  const registration = () => win.navigator.serviceWorker.ready;
  /** Runs one button's work with every button held, showing a failure instead of throwing. */
  const busy = (work: () => Promise<void>) => async () => {
    for (const button of [turnOn, turnOff, test]) button.disabled = true;
    try {
      await work();
    } catch {
      show('failed');
    } finally {
      for (const button of [turnOn, turnOff, test]) button.disabled = false;
    }
  };

  turnOn.addEventListener(
    'click',
    busy(async () => {
      show('checking');
      if ((await Notification.requestPermission()) !== 'granted') return show('blocked');
      const key = await callServer('/inbox/push/key', 'GET');
      if (!key.ok || !key.data?.publicKey) return show('failed', key.msg);
      const applicationServerKey = keyBytes(key.data.publicKey);
      const { pushManager } = await registration();
      const existing = await pushManager.getSubscription();
      if (existing && !isMadeWith(existing, applicationServerKey)) await existing.unsubscribe();
      const subscription =
        (existing && isMadeWith(existing, applicationServerKey) ? existing : undefined) ??
        (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
      const saved = await callServer('/inbox/push/subscriptions', 'POST', subscription.toJSON());
      if (!saved.ok) {
        await subscription.unsubscribe();
        return show('failed', saved.msg);
      }
      show('on', saved.msg);
    }),
  );
  turnOff.addEventListener(
    'click',
    busy(async () => {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        // The server first: a device the server still knew would keep receiving leads it could not show.
        const removed = await callServer('/inbox/push/subscriptions', 'DELETE', { endpoint: subscription.endpoint });
        if (!removed.ok) return show('failed', removed.msg);
        await subscription.unsubscribe();
        return show('off', removed.msg);
      }
      show('off');
    }),
  );
  test.addEventListener(
    'click',
    busy(async () => {
      const sent = await callServer('/inbox/push/test', 'POST', {});
      show(sent.ok ? 'on' : 'failed', sent.msg);
    }),
  );

  show('checking');
  void busy(async () => {
    if (Notification.permission === 'denied') return show('blocked');
    const subscription = await (await registration()).pushManager.getSubscription();
    if (!subscription) return show('off');
    // The server may have dropped it (gone from the push service, or the person signed in anew): posted again, kept.
    const saved = await callServer('/inbox/push/subscriptions', 'POST', subscription.toJSON());
    show(saved.ok ? 'on' : 'off');
  })();
  return true;
}
