/** @no-database — writes ahead of reads: the lane's order, its places and what frees them. */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createReadLane } from "./read-lane";

/** A request and its response, as far as the lane looks at them: the method, the socket, 'close'. */
function exchange(method: string, name: string) {
  const socket = { destroyed: false };
  const req = { method, url: `/${name}`, socket } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { destroyed: false }) as unknown as ServerResponse & {
    destroyed: boolean;
  };
  return {
    req,
    res,
    /** The response is done (what 'close' means once it is sent). */
    finish: () => res.emit("close"),
    /** The client hangs up. */
    leave: () => {
      socket.destroyed = true;
      res.destroyed = true;
      res.emit("close");
    },
  };
}

/** A handler that records which requests it started, by name, and keeps them until told to finish. */
function recorder() {
  const started: string[] = [];
  const handler = (req: IncomingMessage) => {
    started.push(req.url!.slice(1));
  };
  return { started, handler };
}

/** Lets every waiting read that can start, start. */
async function settle(turns = 5) {
  for (let i = 0; i < turns; i += 1) await nextTurn();
}

describe("read lane", () => {
  it("lets a write through at once while reads wait for a place, and gives the place to the next read when one ends", async () => {
    const { started, handler } = recorder();
    const lane = createReadLane({ concurrency: 1, holdMs: 60_000 });
    const first = exchange("GET", "first");
    const second = exchange("GET", "second");
    const write = exchange("POST", "write");

    lane.admit(first.req, first.res, () => handler(first.req));
    lane.admit(second.req, second.res, () => handler(second.req));
    await settle();
    expect(started).toEqual(["first"]);
    expect(lane.stats()).toEqual({ running: 1, waiting: 1 });

    lane.admit(write.req, write.res, () => handler(write.req));
    expect(started).toEqual(["first", "write"]); // at once, not even a turn later

    first.finish();
    await settle();
    expect(started).toEqual(["first", "write", "second"]);
    second.finish();
    await settle();
    expect(lane.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("treats HEAD as a read and every other method as a write", async () => {
    const { started, handler } = recorder();
    const lane = createReadLane({ concurrency: 1, holdMs: 60_000 });
    const busy = exchange("GET", "busy");
    lane.admit(busy.req, busy.res, () => handler(busy.req));
    await settle();
    for (const method of ["HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const other = exchange(method, method);
      lane.admit(other.req, other.res, () => handler(other.req));
    }
    await settle();
    expect(started).toEqual(["busy", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
    busy.finish();
    await settle();
    expect(started.at(-1)).toBe("HEAD");
  });

  it("lets media through at once: their bytes wait on storage, not on the CPU", async () => {
    const { started, handler } = recorder();
    const lane = createReadLane({ concurrency: 1, holdMs: 60_000 });
    const busy = exchange("GET", "busy");
    lane.admit(busy.req, busy.res, () => handler(busy.req));
    await settle();
    const photo = exchange("GET", "api/media/u1/posts/photo.webp");
    const page = exchange("GET", "api/mediator"); // not media: a path that only begins alike
    lane.admit(photo.req, photo.res, () => handler(photo.req));
    lane.admit(page.req, page.res, () => handler(page.req));
    await settle();
    expect(started).toEqual(["busy", "api/media/u1/posts/photo.webp"]);
  });

  it("starts no more reads in one turn of the event loop than it has places, even when each answers at once", async () => {
    const turnOf: number[] = [];
    let turn = 0;
    let counting = true;
    const tick = () => {
      turn += 1;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    // Like a page-cache hit: answered within the call.
    const lane = createReadLane({ concurrency: 2, holdMs: 60_000 });
    for (let i = 0; i < 9; i += 1) {
      const read = exchange("GET", `read${i}`);
      lane.admit(read.req, read.res, () => {
        turnOf.push(turn);
        read.res.emit("close");
      });
    }
    await settle(12);
    counting = false;
    expect(turnOf).toHaveLength(9);
    const perTurn = new Map<number, number>();
    for (const t of turnOf) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
    expect(perTurn.size).toBeGreaterThanOrEqual(5);
  });

  it("gives a read's place to the next one after holdMs, while its response goes on", async () => {
    jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] });
    try {
      const { started, handler } = recorder();
      const lane = createReadLane({ concurrency: 1, holdMs: 500 });
      const download = exchange("GET", "download");
      const page = exchange("GET", "page");
      lane.admit(download.req, download.res, () => handler(download.req));
      lane.admit(page.req, page.res, () => handler(page.req));
      await settle();
      expect(started).toEqual(["download"]);
      jest.advanceTimersByTime(499);
      await settle();
      expect(started).toEqual(["download"]);
      jest.advanceTimersByTime(1);
      await settle();
      expect(started).toEqual(["download", "page"]);
      // The download ending later frees nothing twice: one place, taken by "page".
      download.finish();
      await settle();
      expect(lane.stats()).toEqual({ running: 1, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it("never starts a read whose client left while it waited", async () => {
    const { started, handler } = recorder();
    const lane = createReadLane({ concurrency: 1, holdMs: 60_000 });
    const busy = exchange("GET", "busy");
    const gone = exchange("GET", "gone");
    const next = exchange("GET", "next");
    lane.admit(busy.req, busy.res, () => handler(busy.req));
    lane.admit(gone.req, gone.res, () => handler(gone.req));
    lane.admit(next.req, next.res, () => handler(next.req));
    await settle();
    gone.leave();
    busy.finish();
    await settle();
    expect(started).toEqual(["busy", "next"]);
  });

  it("runs every request at once when the lane is off (concurrency 0)", () => {
    const { started, handler } = recorder();
    const lane = createReadLane({ concurrency: 0, holdMs: 1000 });
    for (const name of ["a", "b", "c"]) {
      const read = exchange("GET", name);
      lane.admit(read.req, read.res, () => handler(read.req));
    }
    expect(started).toEqual(["a", "b", "c"]);
  });
});
