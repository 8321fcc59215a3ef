import { onQuery } from "@/lib/db/client";

/** Runs `body` and returns how many SQL statements it sent. */
export async function countQueries(body: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const stop = onQuery(() => {
    count += 1;
  });
  try {
    await body();
  } finally {
    stop();
  }
  return count;
}
