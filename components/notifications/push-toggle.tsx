"use client";
// "Turn on notifications on this device" on /activity (decision 028). Permission is asked only when the
// button is clicked, never on a visit. The browser's subscription is made through the service worker
// (public/sw.js, registered by components/pwa/service-worker.tsx) with the server's VAPID public key and
// stored by the action; turning off removes both. Loaded by push-toggle-loader.tsx where the browser can
// do push.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { deletePushSubscriptionAction, savePushSubscriptionAction } from "@/lib/notifications/actions";
import { applicationServerKey, madeWithKey, pushSupported } from "./push-support";

type State = "unsupported" | "loading" | "off" | "on" | "denied";

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function save(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return savePushSubscriptionAction({ endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } });
}

/** The browser's subscription for this server key: one made with an older key is replaced. */
async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
}

/** What the browser says now; a subscription it holds is saved again, since after signing out and in
 * again the same browser belongs to this sign-in (made again first if the server's key changed). */
async function initialState(publicKey: string): Promise<State> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  try {
    const held = await currentSubscription();
    if (!held || Notification.permission !== "granted") return "off";
    const registration = await navigator.serviceWorker.ready;
    const subscription = madeWithKey(held, publicKey) ? held : await subscribe(registration, publicKey);
    await save(subscription).catch(() => undefined);
    return "on";
  } catch {
    return "off";
  }
}

export function PushToggle({ publicKey }: { publicKey: string }) {
  const t = useTranslations("push.toggle");
  const [state, setState] = useState<State>("loading");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    void initialState(publicKey).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [publicKey]);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
    const registration = await navigator.serviceWorker.ready;
    const subscription = await subscribe(registration, publicKey);
    const result = await save(subscription);
    if (!result.ok) {
      await subscription.unsubscribe().catch(() => undefined);
      throw new Error(result.error.message);
    }
    setState("on");
    toast.success(t("enabled"));
  }

  async function turnOff() {
    const subscription = await currentSubscription();
    if (subscription) {
      // Not found: it was never stored for this account; the browser's own subscription goes all the same.
      await deletePushSubscriptionAction({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setState("off");
    toast.success(t("disabled"));
  }

  async function toggle() {
    setPending(true);
    try {
      await (state === "on" ? turnOff() : turnOn());
    } catch (error) {
      console.warn("Push subscription failed", error);
      toast.error(t("failed"));
    } finally {
      setPending(false);
    }
  }

  if (state === "unsupported" || state === "loading") return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
      data-testid="push-toggle"
      data-state={state}
    >
      {/* At least 14rem of text before the button: on a phone the button goes below it instead of squeezing it. */}
      <p className="min-w-56 flex-1 text-sm text-muted">
        {state === "denied" ? t("denied") : state === "on" ? t("onHint") : t("hint")}
      </p>
      {state === "denied" ? null : (
        <Button
          variant={state === "on" ? "secondary" : "primary"}
          size="sm"
          onClick={() => void toggle()}
          disabled={pending}
        >
          {state === "on" ? t("turnOff") : t("turnOn")}
        </Button>
      )}
    </div>
  );
}
