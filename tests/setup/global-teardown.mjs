// Removes what global-setup.mjs and the test files wrote (PGlite copies, mail outboxes), even after a crash.
import { rm } from "node:fs/promises";

export default async function globalTeardown() {
  const runDir = process.env.PATITAS_TEST_RUN_DIR;
  if (runDir) await rm(runDir, { recursive: true, force: true });
}
