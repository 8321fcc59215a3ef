"use client";
// Profile settings: "Lost and found near me" (decision 070). Every change saves at once, as the other
// notification switches do; the device's location is asked for only when the person picks it, and the
// server keeps it rounded to ~500 m.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { toast } from "@/components/ui/toast";
import { setLostAlertPreferencesAction } from "@/lib/lost/actions";
import { ALERT_RADII_KM, type AlertPreferences, type AlertPreferencesInput } from "@/lib/lost/alerts-schema";

const ERROR_CODES = ["invalid", "radius", "place", "pointRequired", "noProfilePlace"] as const;

type Point = { latitude: number; longitude: number };

function currentPoint(): Promise<Point | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { maximumAge: 600_000, timeout: 15_000 },
    ),
  );
}

export function LostAlertPreferences({ initial }: { initial: AlertPreferences }) {
  const t = useTranslations("lost.alerts");
  const [preferences, setPreferences] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);

  async function save(change: Partial<AlertPreferencesInput>) {
    setBusy(true);
    const result = await setLostAlertPreferencesAction({
      on: preferences.on,
      radiusKm: preferences.radiusKm,
      place: preferences.place,
      email: preferences.email,
      ...change,
    });
    setBusy(false);
    if (result.ok) {
      setPreferences(result.data);
      toast.success(t("saved"));
    } else {
      // A field error of the settings (lost.alerts.errors.*) says what to fix; anything else, "try again".
      const code = ERROR_CODES.find(
        (known) => result.error.fields && Object.values(result.error.fields).includes(`lost.alerts.errors.${known}`),
      );
      toast.error(code ? t(`errors.${code}`) : t("failed"));
    }
  }

  async function shareDevicePoint() {
    setLocating(true);
    const point = await currentPoint();
    setLocating(false);
    if (!point) return toast.error(t("geoDenied"));
    await save({ place: "device", point });
  }

  const off = busy || locating;
  return (
    <section
      aria-labelledby="lost-alert-preferences"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm"
      data-testid="lost-alert-preferences"
    >
      <h2 id="lost-alert-preferences" className="flex items-center gap-2 font-black text-ink">
        <Icon name="map-pin" className="h-5 w-5 text-red-700" />
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("hint")}</p>
      <label className="mt-2 flex cursor-pointer items-center justify-between gap-3 py-3">
        <span className="text-sm font-semibold text-ink">{t("on")}</span>
        <input
          type="checkbox"
          role="switch"
          checked={preferences.on}
          disabled={off}
          onChange={(event) => void save({ on: event.target.checked })}
          data-testid="lost-alerts-on"
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="relative h-7 w-12 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-leaf-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-60 after:absolute after:top-1 after:left-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      <label className="flex items-center justify-between gap-3 py-2 text-sm font-semibold text-ink">
        {t("radius")}
        <select
          value={preferences.radiusKm}
          disabled={off}
          onChange={(event) => void save({ radiusKm: Number(event.target.value) as AlertPreferences["radiusKm"] })}
          data-testid="lost-alerts-radius"
          className="rounded-xl border border-brand-200 bg-white px-3 py-2"
        >
          {ALERT_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {t("radiusKm", { km })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="py-2" disabled={off}>
        <legend className="text-sm font-semibold text-ink">{t("place")}</legend>
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="lost-alert-place"
            checked={preferences.place === "profile"}
            onChange={() => void save({ place: "profile" })}
            data-testid="lost-alerts-profile"
          />
          {t("placeProfile")}
        </label>
        {preferences.place === "profile" && !preferences.hasProfilePlace ? (
          <p className="ml-6 text-xs text-amber-800">{t("noProfilePlace")}</p>
        ) : null}
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="lost-alert-place"
            checked={preferences.place === "device"}
            onChange={() => void (preferences.hasDevicePoint ? save({ place: "device" }) : shareDevicePoint())}
            data-testid="lost-alerts-device"
          />
          {t("placeDevice")}
        </label>
        <div className="ml-6 mt-1 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void shareDevicePoint()}
            className="rounded-xl border border-brand-200 px-3 py-1.5 text-xs font-bold text-brand-700 hover:bg-brand-50"
            data-testid="lost-alerts-locate"
          >
            {locating ? t("locating") : t("useDevice")}
          </button>
          <span className="text-xs text-muted">{t("deviceKept")}</span>
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-center gap-2 py-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          checked={preferences.email}
          disabled={off}
          onChange={(event) => void save({ email: event.target.checked })}
          data-testid="lost-alerts-email"
          className="h-4 w-4 accent-brand-600"
        />
        {t("email")}
      </label>
      {preferences.email && !preferences.emailConfirmed ? (
        <p className="ml-6 text-xs text-amber-800" data-testid="lost-alerts-email-unconfirmed">
          {t("emailUnverified")}
        </p>
      ) : null}
    </section>
  );
}
