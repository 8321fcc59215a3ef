/** @no-database — pure date arithmetic. */
import { ageOf, formatAge } from "./relative-time";

const now = new Date("2026-05-10T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("ageOf (spec §9 post age labels)", () => {
  it("says less than an hour under 60 minutes, also for clocks slightly ahead", () => {
    expect(ageOf(minutesAgo(59), now)).toEqual({ unit: "lessThanHour" });
    expect(ageOf(minutesAgo(-2), now)).toEqual({ unit: "lessThanHour" });
  });

  it("counts whole hours under a day and whole days after", () => {
    expect(ageOf(minutesAgo(60), now)).toEqual({ unit: "hours", count: 1 });
    expect(ageOf(minutesAgo(23 * 60 + 59), now)).toEqual({ unit: "hours", count: 23 });
    expect(ageOf(minutesAgo(24 * 60), now)).toEqual({ unit: "days", count: 1 });
    expect(ageOf(minutesAgo(10 * 24 * 60 + 5), now).valueOf()).toEqual({ unit: "days", count: 10 });
  });

  it("formats with the posts.age messages", () => {
    const t = (key: string, values?: { count: number }) =>
      key === "lessThanHour"
        ? "Hace menos de 1h"
        : key === "hours"
          ? `Hace ${values!.count}h`
          : `Hace ${values!.count}d`;
    expect(formatAge(t, minutesAgo(5), now)).toBe("Hace menos de 1h");
    expect(formatAge(t, minutesAgo(180), now)).toBe("Hace 3h");
    expect(formatAge(t, minutesAgo(3 * 24 * 60), now)).toBe("Hace 3d");
  });
});
