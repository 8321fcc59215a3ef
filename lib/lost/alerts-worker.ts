import "server-only";
import { oneAtATime } from "@/lib/jobs/one-at-a-time";
import { processLostAlertJobs } from "./alerts";

// When the alerts' fan-out runs (decision 070): in every server process, every few seconds, and at once
// after a report commits in this process. One run at a time per process; a kick during a run asks for
// another right after it, so a job enqueued meanwhile waits for no timer.

const SWEEP_SECONDS = 5;

let timer: NodeJS.Timeout | undefined;
const fanOut = oneAtATime(processLostAlertJobs, "Lost alert fan-out failed");

/** After a report's commit: fans its alerts out now. Only in a server that started the worker (not in tests or scripts). */
export function kickLostAlerts(): void {
  if (timer) fanOut.run();
}

/** Every SWEEP_SECONDS, in this server process, pending alert jobs (and jobs whose worker died) are fanned out (instrumentation.ts). */
export function startLostAlerts(): void {
  if (timer) return;
  timer = setInterval(fanOut.run, SWEEP_SECONDS * 1000);
  timer.unref();
  fanOut.run();
}
