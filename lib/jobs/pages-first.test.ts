import { growingShare, pagesFirst, type PagesFirstClock } from "./pages-first";

/** A clock where each slice of work takes `sliceMs`, and `requestsDuring(n)` requests arrive during slice n. */
function fakeClock(sliceMs: number, requestsDuring: (slice: number) => number) {
  let now = 0;
  let begun = 0;
  const pauses: number[] = [];
  const clock: PagesFirstClock = {
    now: () => now,
    requestsBegun: () => begun,
    sleep: async (ms) => {
      pauses.push(ms);
      now += ms;
    },
  };
  const slices: number[][] = [];
  const work = async (slice: number[]) => {
    begun += requestsDuring(slices.length);
    slices.push(slice);
    now += sliceMs;
  };
  return { clock, work, slices, pauses, elapsed: () => now };
}

const items = Array.from({ length: 10 }, (_, index) => index);

describe("pagesFirst", () => {
  it("does every item once, in order, a slice at a time", async () => {
    const run = fakeClock(10, () => 0);
    await pagesFirst(items, { slice: 4, share: 0.4 }, run.work, run.clock);
    expect(run.slices).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it("never pauses while no request arrives", async () => {
    const run = fakeClock(10, () => 0);
    await pagesFirst(items, { slice: 4, share: 0.4 }, run.work, run.clock);
    expect(run.pauses).toEqual([]);
    expect(run.elapsed()).toBe(30);
  });

  it("takes `share` of the time while requests keep arriving: each slice is followed by its pause", async () => {
    const run = fakeClock(10, () => 3);
    await pagesFirst(items, { slice: 4, share: 0.4 }, run.work, run.clock);
    expect(run.pauses).toEqual([15, 15, 15]);
    expect(30 / run.elapsed()).toBeCloseTo(0.4);
  });

  it("pauses only after the slices during which a request arrived", async () => {
    const run = fakeClock(10, (slice) => (slice === 1 ? 1 : 0));
    await pagesFirst(items, { slice: 4, share: 0.5 }, run.work, run.clock);
    expect(run.pauses).toEqual([10]);
  });

  it("asks a share function again after each slice, and stops pausing once it reaches 1", async () => {
    const run = fakeClock(10, () => 1);
    const shares = [0.25, 0.5, 1];
    await pagesFirst(items, { slice: 4, share: () => shares.shift()! }, run.work, run.clock);
    expect(run.pauses).toEqual([30, 10]);
  });

  it("a growing share starts at `first` and reaches the whole loop after `fullAfterMs`, not before", () => {
    let now = 1000;
    const clock: PagesFirstClock = { now: () => now, requestsBegun: () => 0, sleep: async () => undefined };
    const share = growingShare({ first: 0.25, fullAfterMs: 400 }, 1000, clock);
    expect(share()).toBe(0.25);
    now = 1200;
    expect(share()).toBeCloseTo(0.625);
    now = 1399;
    expect(share()).toBeLessThan(1);
    now = 1400;
    expect(share()).toBe(1);
  });
});
