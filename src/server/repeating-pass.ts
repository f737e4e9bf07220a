// Background work on each server that runs now, then again each interval after the last pass ended: never two passes
// at once, and stop() waits for the one under way. A pass catches its own errors: one failure must not end the timer.

export interface RepeatingPass {
  start(): void;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function createRepeatingPass(pass: () => Promise<void>, intervalMs: number): RepeatingPass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  function schedule(delayMs: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(pass).finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    start: () => schedule(0),
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
