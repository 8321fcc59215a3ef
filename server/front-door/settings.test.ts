/** @no-database — the server's own settings. */
import { drainSeconds, metricsSettings, pageCacheSettings, readLaneSettings, workerCount } from "./settings";

const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1/patitas" };

describe("workerCount", () => {
  it("runs one worker per core on PostgreSQL unless WORKERS says otherwise", () => {
    expect(workerCount(postgres, 4)).toBe(4);
    expect(workerCount({ ...postgres, WORKERS: "0" }, 4)).toBe(4);
    expect(workerCount({ ...postgres, WORKERS: " 3 " }, 4)).toBe(3);
  });

  it("runs one process on PGlite, and refuses more", () => {
    expect(workerCount({}, 4)).toBe(1);
    expect(workerCount({ WORKERS: "1" }, 4)).toBe(1);
    expect(() => workerCount({ WORKERS: "2" }, 4)).toThrow("WORKERS=2 needs DATABASE_URL");
  });

  it.each(["two", "-1", "1.5", "999"])("refuses WORKERS=%s", (value) => {
    expect(() => workerCount({ ...postgres, WORKERS: value }, 4)).toThrow(
      `WORKERS must be a whole number from 0 to 256, not "${value}"`,
    );
  });
});

describe("pageCacheSettings", () => {
  it("defaults to 64 MB and five minutes; 0 MB turns the cache off", () => {
    expect(pageCacheSettings({})).toEqual({ maxBytes: 64 * 1024 * 1024, ttlMs: 300_000 });
    expect(pageCacheSettings({ PUBLIC_PAGE_CACHE_MB: "8", PUBLIC_PAGE_CACHE_TTL_SECONDS: "60" })).toEqual({
      maxBytes: 8 * 1024 * 1024,
      ttlMs: 60_000,
    });
    expect(pageCacheSettings({ PUBLIC_PAGE_CACHE_MB: "0" })).toBeNull();
  });

  it("refuses what it cannot read", () => {
    expect(() => pageCacheSettings({ PUBLIC_PAGE_CACHE_MB: "64MB" })).toThrow("PUBLIC_PAGE_CACHE_MB");
    expect(() => pageCacheSettings({ PUBLIC_PAGE_CACHE_TTL_SECONDS: "0" })).toThrow("PUBLIC_PAGE_CACHE_TTL_SECONDS");
  });
});

describe("drainSeconds", () => {
  it("stops at once unless DRAIN_SECONDS asks for a drain, and refuses what it cannot read", () => {
    expect(drainSeconds({})).toBe(0);
    expect(drainSeconds({ DRAIN_SECONDS: "8" })).toBe(8);
    expect(() => drainSeconds({ DRAIN_SECONDS: "-1" })).toThrow(/DRAIN_SECONDS/);
    expect(() => drainSeconds({ DRAIN_SECONDS: "soon" })).toThrow(/DRAIN_SECONDS/);
  });
});

describe("readLaneSettings", () => {
  it("lets 4 reads run at once, each holding its place 1 s at most, unless told otherwise, and refuses what it cannot read", () => {
    expect(readLaneSettings({})).toEqual({ concurrency: 4, holdMs: 1000 });
    expect(readLaneSettings({ READ_LANE_CONCURRENCY: "0", READ_LANE_HOLD_MS: "250" })).toEqual({
      concurrency: 0,
      holdMs: 250,
    });
    expect(() => readLaneSettings({ READ_LANE_CONCURRENCY: "-1" })).toThrow(/READ_LANE_CONCURRENCY/);
    expect(() => readLaneSettings({ READ_LANE_CONCURRENCY: "many" })).toThrow(/READ_LANE_CONCURRENCY/);
    expect(() => readLaneSettings({ READ_LANE_HOLD_MS: "0" })).toThrow(/READ_LANE_HOLD_MS/);
  });
});

describe("metricsSettings", () => {
  const token = "a-long-metrics-token";

  it("is off without METRICS_PORT, and on loopback by default, with or without a token", () => {
    expect(metricsSettings({})).toBeNull();
    expect(metricsSettings({ METRICS_PORT: "9464" })).toEqual({ port: 9464, host: "127.0.0.1", token: undefined });
    expect(metricsSettings({ METRICS_PORT: "9464", METRICS_TOKEN: token })).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token,
    });
  });

  it("binds to METRICS_HOST only with a token", () => {
    expect(metricsSettings({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: token })).toEqual({
      port: 9464,
      host: "0.0.0.0",
      token,
    });
    expect(() => metricsSettings({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      "Invalid configuration: METRICS_HOST=0.0.0.0 needs METRICS_TOKEN",
    );
    expect(() => metricsSettings({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5", METRICS_TOKEN: "short" })).toThrow(
      "METRICS_TOKEN must be at least 16 characters",
    );
  });

  it("refuses a METRICS_HOST that is no address", () => {
    expect(() =>
      metricsSettings({ METRICS_PORT: "9464", METRICS_HOST: "every interface", METRICS_TOKEN: token }),
    ).toThrow("METRICS_HOST must be an IP address");
  });
});
