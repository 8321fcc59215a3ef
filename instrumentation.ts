// Runs once when a server process starts (Next.js instrumentation): mail that SMTP refused before a
// restart is retried without waiting for the next mail to be sent, and unpaid checkouts past their
// expiry give their stock back (decision 034), and lost-pet alerts are fanned out (decision 070), on every
// instance; with METRICS_PORT, the server's metrics
// can read the app's gauges (server/metrics/metrics.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startCheckoutExpiry } = await import("@/lib/payments/expiry");
  startCheckoutExpiry();
  // Lost & found cases past 60 days close, and their reporters are reminded before (lib/lost/closing.ts).
  const { startLostExpiry } = await import("@/lib/lost/closing");
  startLostExpiry();
  // Lost-pet alerts: every process works the fan-out's jobs (lib/lost/alerts-worker.ts, decision 070).
  const { startLostAlerts } = await import("@/lib/lost/alerts-worker");
  startLostAlerts();
  if (process.env.METRICS_PORT) {
    const [{ appGauges }, { registerAppGauges }] = await Promise.all([
      import("@/lib/metrics/app-gauges"),
      import("@/server/shared/front-door-contract"),
    ]);
    registerAppGauges(appGauges);
  }
  if (process.env.SMTP_URL) {
    const { startMailRetries } = await import("@/lib/mail/mailer");
    startMailRetries();
  }
}
