import { useSyncExternalStore } from "react";

// The browser's side of "use my location" in the lost & found forms: asked only on a click, sent to the
// action, which keeps it for the alerts' distance and shows it rounded to ~500 m.

export type DevicePoint = { latitude: number; longitude: number };

/** The device's position, or null when it is refused, unavailable or too slow. */
export function readDevicePoint(): Promise<DevicePoint | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** A moment as a datetime-local input's value, in the browser's time zone ("2026-05-01T18:30"). */
export function localDateTime(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

// When this page was opened: "now" for a form's default moment, the same on every render.
let openedAt: Date | null = null;
const subscribeNever = () => () => {};

/**
 * A moment (`iso`, or now when null) as a datetime-local value in the browser's time zone, which the
 * server cannot know: "" in the server's render and at hydration, the value from then on.
 */
export function useLocalDateTime(iso: string | null): string {
  return useSyncExternalStore(
    subscribeNever,
    () => localDateTime(iso ? new Date(iso) : (openedAt ??= new Date())),
    () => "",
  );
}
