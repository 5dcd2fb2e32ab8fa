/**
 * The in-process workers' loop, once: `work` runs at start and then every `intervalMs`, never two runs at once (a
 * tick that finds the last one still running is skipped). A failure is logged with `failure` and the next tick
 * tries again. Every instance runs the worker; the database hands each due job to one of them (FOR UPDATE SKIP
 * LOCKED). Answers the stop function.
 */
export function startPollingWorker(intervalMs: number, failure: string, work: () => Promise<void>) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      console.error(failure, error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  void tick();
  return () => clearInterval(timer);
}

/** Drains a backlog (after downtime) batch by batch, each batch its own short transaction: at most 100 batches a tick. */
export async function drainBatches(batch: () => Promise<number>) {
  for (let i = 0; i < 100 && (await batch()) > 0; i++);
}
