"use client";

/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { clearCartAction, loadCartAction, removeFromCartAction, setCartQuantityAction } from "@/lib/cart/actions";
import type { Cart } from "@/lib/cart/queries";
import { formatMoney } from "@/lib/format/money";
import { Link } from "@/lib/i18n/navigation";
import { ShippingForm } from "./shipping-form";

export type CartSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  onCount: (count: number) => void;
};

/**
 * docs/product-spec.md §2 Cart side sheet: lines with − / + (up to the stock; 0 removes) and remove, a subtotal and the
 * 12 % commission line per store, then the two-step checkout (shipping form, 'Pagar con Stripe' / 'Volver').
 * A side panel from `sm` up, a bottom sheet on phones; the native <dialog> traps focus and closes on Escape.
 */
export function CartSheet({ open, onOpenChange, signedIn, onCount }: CartSheetProps) {
  const t = useTranslations("cart");
  const translate = useTranslations();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const [cart, setCart] = useState<Cart | null | undefined>(undefined);
  const [step, setStep] = useState<"cart" | "shipping">("cart");
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const result = await loadCartAction();
    if (result.ok) {
      setCart(result.data);
      if (result.data) onCount(result.data.count);
    } else {
      toast.error(t("errors.load"));
    }
  }, [onCount, t]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setStep("cart");
      void reload();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, reload]);

  async function change(
    productId: string,
    run: () => Promise<{ ok: true; data: { count: number } } | { ok: false; error: { message: string } }>,
    failure: string,
  ) {
    setBusy(productId);
    try {
      const result = await run();
      if (!result.ok) toast.error(translate.has(result.error.message) ? translate(result.error.message) : failure);
      await reload();
    } catch {
      toast.error(failure);
    } finally {
      setBusy(null);
    }
  }

  const money = (cents: number) => formatMoney(cents, locale);

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-title"
      data-testid="cart-sheet"
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="fixed inset-x-0 bottom-0 top-auto m-0 max-h-[92dvh] open:flex w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-cream p-0 text-ink shadow-2xl outline-none backdrop:bg-night/40 sm:inset-y-0 sm:left-auto sm:right-0 sm:top-0 sm:h-dvh sm:max-h-dvh sm:w-[28rem] sm:rounded-none sm:rounded-l-3xl"
    >
      {open ? (
        <>
          <header className="flex items-center gap-3 border-b border-brand-100 bg-white px-5 py-4">
            <Icon name="shopping-cart" className="h-5 w-5 text-brand-600" />
            <h2 id="cart-title" className="flex-1 text-xl font-black">
              {t("title")}
            </h2>
            {signedIn ? (
              <Link
                href="/orders"
                onClick={() => onOpenChange(false)}
                className="text-sm font-bold text-brand-700 hover:underline"
              >
                {t("myOrders")}
              </Link>
            ) : null}
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              aria-label={t("close")}
              className="grid h-9 w-9 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {!signedIn || cart === null ? (
              <div className="space-y-4 py-10 text-center">
                <p className="font-semibold">{t("loginRequired")}</p>
                <Link href="/auth" className={buttonClasses("primary", "md")}>
                  {t("login")}
                </Link>
              </div>
            ) : cart === undefined ? (
              <p className="flex items-center justify-center gap-2 py-10 text-muted" role="status">
                <Icon name="loader-circle" className="h-5 w-5 animate-spin" />
                {t("loading")}
              </p>
            ) : cart.groups.length === 0 ? (
              <div className="space-y-4 py-10 text-center">
                <p className="text-muted">{t("empty")}</p>
                <Link
                  href="/marketplace"
                  onClick={() => onOpenChange(false)}
                  className={buttonClasses("secondary", "md")}
                >
                  {t("browse")}
                </Link>
              </div>
            ) : step === "shipping" ? (
              <ShippingForm
                totalCents={cart.totalCents}
                stores={cart.groups.map((group) => ({ name: group.storeName, shipsTo: group.shipsTo }))}
                countries={cart.shippingCountries}
                prefill={cart.prefill}
                onBack={() => setStep("cart")}
                onPaid={() => {
                  // docs/product-spec.md §4 Checkout: 2 s after the payment page opened the sheet closes. The cart
                  // stays as it was: the payment removes what it bought (lib/payments/fulfilment.ts), and a
                  // cancelled or expired payment leaves everything there to try again (issue 48, item 6).
                  window.setTimeout(() => {
                    setStep("cart");
                    onOpenChange(false);
                  }, 2000);
                }}
                onFailed={() => void reload()}
              />
            ) : (
              <div className="space-y-5">
                {cart.groups.map((group) => (
                  <section
                    key={group.storeId}
                    aria-label={group.storeName}
                    className="rounded-3xl bg-white p-4 ring-1 ring-brand-100"
                  >
                    <h3 className="mb-3 flex items-center gap-2 text-sm font-extrabold uppercase tracking-wide text-brand-700">
                      <Icon name="store" className="h-4 w-4" />
                      {group.storeName}
                    </h3>
                    <ul className="space-y-3">
                      {group.lines.map((line) => (
                        <li key={line.productId} data-testid="cart-line" className="flex gap-3">
                          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-2xl bg-brand-50">
                            {line.image ? (
                              <img
                                src={line.image}
                                alt=""
                                width={64}
                                height={64}
                                className="h-full w-full object-cover"
                              />
                            ) : (
                              <span className="grid h-full place-items-center text-2xl">🐾</span>
                            )}
                          </div>
                          <div className="min-w-0 flex-1">
                            <div className="flex items-start gap-2">
                              <Link
                                href={`/product/${line.productId}`}
                                onClick={() => onOpenChange(false)}
                                className="line-clamp-2 flex-1 font-bold leading-snug hover:underline"
                              >
                                {line.name}
                              </Link>
                              <button
                                type="button"
                                disabled={busy !== null}
                                aria-label={t("remove", { name: line.name })}
                                onClick={() =>
                                  change(
                                    line.productId,
                                    () => removeFromCartAction({ productId: line.productId }),
                                    t("errors.remove"),
                                  )
                                }
                                className="grid h-8 w-8 shrink-0 place-items-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
                              >
                                <Icon name="trash" className="h-4 w-4" />
                              </button>
                            </div>
                            {!line.available ? (
                              <p className="text-sm font-semibold text-red-700">{t("unavailable")}</p>
                            ) : line.stock <= 5 ? (
                              <p className="text-xs text-muted">{t("stockLeft", { count: line.stock })}</p>
                            ) : null}
                            <div className="mt-1 flex items-center justify-between gap-2">
                              {/* A group named by the quantity's label: a name on a bare <span> is not read out. */}
                              <div
                                role="group"
                                aria-label={t("quantity", { name: line.name })}
                                className="flex items-center rounded-full ring-1 ring-brand-200"
                              >
                                <button
                                  type="button"
                                  disabled={busy !== null}
                                  aria-label={t("decrease", { name: line.name })}
                                  onClick={() =>
                                    change(
                                      line.productId,
                                      () =>
                                        setCartQuantityAction({
                                          productId: line.productId,
                                          quantity: line.quantity - 1,
                                        }),
                                      t("errors.update"),
                                    )
                                  }
                                  className="grid h-8 w-8 place-items-center rounded-full hover:bg-brand-50 disabled:opacity-50"
                                >
                                  <Icon name="minus" className="h-4 w-4" />
                                </button>
                                <span
                                  className="min-w-8 text-center font-bold tabular-nums"
                                  aria-live="polite"
                                  data-testid="cart-quantity"
                                >
                                  {line.quantity}
                                </span>
                                <button
                                  type="button"
                                  disabled={busy !== null || !line.available || line.quantity >= line.stock}
                                  aria-label={t("increase", { name: line.name })}
                                  onClick={() =>
                                    change(
                                      line.productId,
                                      () =>
                                        setCartQuantityAction({
                                          productId: line.productId,
                                          quantity: line.quantity + 1,
                                        }),
                                      t("errors.update"),
                                    )
                                  }
                                  className="grid h-8 w-8 place-items-center rounded-full hover:bg-brand-50 disabled:opacity-40"
                                >
                                  <Icon name="plus" className="h-4 w-4" />
                                </button>
                              </div>
                              <span className="font-extrabold tabular-nums">
                                {money(line.unitPriceCents * line.quantity)}
                              </span>
                            </div>
                          </div>
                        </li>
                      ))}
                    </ul>
                    <dl className="mt-3 space-y-1 border-t border-brand-100 pt-3 text-sm">
                      <div className="flex justify-between">
                        <dt className="font-semibold">{t("subtotal")}</dt>
                        <dd className="font-bold tabular-nums">{money(group.subtotalCents)}</dd>
                      </div>
                      <div className="flex justify-between text-muted">
                        <dt>{t("commission", { percent: cart.commissionPercent })}</dt>
                        <dd className="tabular-nums">{money(group.commissionCents)}</dd>
                      </div>
                    </dl>
                  </section>
                ))}
              </div>
            )}
          </div>
          {signedIn && cart && cart.groups.length > 0 && step === "cart" ? (
            <footer className="space-y-3 border-t border-brand-100 bg-white px-5 py-4">
              <div className="flex items-baseline justify-between">
                <span className="text-lg font-bold">{t("total")}</span>
                <span className="text-2xl font-black tabular-nums" data-testid="cart-total">
                  {money(cart.totalCents)}
                </span>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={async () => {
                    setBusy("clear");
                    const result = await clearCartAction().catch(() => null);
                    if (!result?.ok) toast.error(t("errors.clear"));
                    setBusy(null);
                    await reload();
                  }}
                  className={buttonClasses("ghost", "md", "shrink-0")}
                >
                  {t("clear")}
                </button>
                <button
                  type="button"
                  disabled={
                    busy !== null ||
                    cart.groups.some((group) =>
                      group.lines.some((line) => !line.available || line.quantity > line.stock),
                    )
                  }
                  onClick={() => setStep("shipping")}
                  className={buttonClasses("primary", "md", "flex-1")}
                >
                  <Icon name="credit-card" className="h-5 w-5" />
                  {t("proceed")}
                </button>
              </div>
            </footer>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
