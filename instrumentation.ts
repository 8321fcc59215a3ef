// Runs once when a server process starts (Next.js instrumentation): mail that SMTP refused before a
// restart is retried without waiting for the next mail to be sent.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.SMTP_URL) {
    const { startMailRetries } = await import("@/lib/mail/mailer");
    startMailRetries();
  }
}
