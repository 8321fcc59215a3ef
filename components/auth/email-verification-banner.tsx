import { cookies } from "next/headers";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getCurrentUser } from "@/lib/auth/session";
import { REMINDER_COOKIE, REMINDER_SMALL } from "./reminder-cookie";
import { VerificationReminder } from "./verification-reminder";

/**
 * Under the header of signed-in pages while the account's address is unverified. Verification never
 * blocks anything (decision 001); the banner only reminds, and offers a new link. Drawn small when its
 * reader made it so (the cookie), so it never jumps after the page arrives. Not a lazy part: React would
 * show it a moment after the page, pushing the page down (decision 088).
 */
export async function EmailVerificationBanner() {
  const user = await getCurrentUser();
  if (!user?.username || user.emailVerified) return null;
  const small = (await cookies()).get(REMINDER_COOKIE)?.value === REMINDER_SMALL;
  return (
    <ClientMessages namespaces={["emailVerification", "errors"]}>
      <VerificationReminder email={user.email} small={small} />
    </ClientMessages>
  );
}
