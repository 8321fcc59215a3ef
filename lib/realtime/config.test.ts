/** @no-database — where the app publishes and what the browser connects to, from the settings. */
import { registerLocalRealtime } from "@/server/shared/realtime-contract";
import { browserRealtimeConfig, publishTarget, realtimeCredentials } from "./config";

afterEach(() => registerLocalRealtime(null));

describe("without PUSHER_* settings", () => {
  it("publishes nowhere and gives browsers nothing to connect to while no built-in server listens", () => {
    expect(publishTarget()).toBeNull();
    expect(browserRealtimeConfig()).toBeNull();
    // Signing still works: the route handler does not depend on a running server.
    expect(realtimeCredentials().key).toMatch(/^patitas-[0-9a-f]{20}$/);
  });

  it("publishes to the built-in server in this process, not over HTTP, and sends browsers to the page's origin", () => {
    const rejected = () => Promise.reject(new Error("not called here"));
    registerLocalRealtime({ key: realtimeCredentials().key, publish: rejected, terminate: rejected, check: rejected });
    expect(publishTarget()).toBeNull();
    expect(browserRealtimeConfig()).toEqual({ kind: "built-in", key: realtimeCredentials().key });
  });
});

describe("with PUSHER_* settings", () => {
  const external = { PUSHER_APP_ID: "42", PUSHER_KEY: "public-key", PUSHER_SECRET: "private-secret" };

  function configWith(settings: Record<string, string>) {
    const saved = { ...process.env };
    Object.assign(process.env, settings);
    try {
      let loaded!: typeof import("./config");
      jest.isolateModules(() => {
        loaded = jest.requireActual<typeof import("./config")>("./config");
      });
      return {
        publish: loaded.publishTarget(),
        browser: loaded.browserRealtimeConfig(),
        signing: loaded.realtimeCredentials(),
      };
    } finally {
      for (const name of Object.keys(settings)) if (saved[name] === undefined) delete process.env[name];
    }
  }

  it("hosted Pusher: the cluster, over TLS, for both sides", () => {
    const { publish, browser, signing } = configWith({ ...external, PUSHER_CLUSTER: "eu" });
    expect(publish).toEqual({ appId: "42", key: "public-key", secret: "private-secret", cluster: "eu", useTLS: true });
    expect(browser).toEqual({ kind: "cluster", key: "public-key", cluster: "eu" });
    expect(signing).toEqual({ appId: "42", key: "public-key", secret: "private-secret" });
  });

  it("soketi: the app publishes to PUSHER_HOST, browsers connect to PUSHER_WS_HOST", () => {
    const { publish, browser } = configWith({
      ...external,
      PUSHER_HOST: "soketi",
      PUSHER_PORT: "6001",
      PUSHER_WS_HOST: "localhost",
    });
    expect(publish).toEqual({
      appId: "42",
      key: "public-key",
      secret: "private-secret",
      host: "soketi",
      port: 6001,
      useTLS: false,
    });
    expect(browser).toEqual({ kind: "host", key: "public-key", host: "localhost", port: 6001, useTLS: false });
  });

  it("refuses half a configuration at start", () => {
    expect(() => configWith({ PUSHER_APP_ID: "42", PUSHER_KEY: "public-key" })).toThrow(/set all three or none/);
    expect(() => configWith(external)).toThrow(/PUSHER_CLUSTER.*PUSHER_HOST/);
  });
});
