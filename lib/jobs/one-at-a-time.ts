import { log } from "@/server/shared/log";

/**
 * A background task of this process that runs one at a time: a call during a run asks for one more run
 * right after it, so work that arrived meanwhile waits for no timer. Failures are logged as `failure`,
 * never thrown. Used by the lost-pet alerts' fan-out and the queued mail.
 */
export function oneAtATime(task: () => Promise<unknown>, failure: string) {
  let running: Promise<void> | null = null;
  let again = false;

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  return {
    run,
    /** Resolves once no run is under way or asked for (tests). */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}
