import { ClientMessages } from "@/components/i18n/client-messages";
import { getCurrentUser } from "@/lib/auth/session";
import { VerificationReminder } from "./verification-reminder";

/**
 * Under the header of signed-in pages while the account's address is unverified. Verification never
 * blocks anything (decision 001); the banner only reminds, and offers a new link.
 */
export async function EmailVerificationBanner() {
  const user = await getCurrentUser();
  if (!user?.username || user.emailVerified) return null;
  return (
    <ClientMessages namespaces={["emailVerification", "errors"]}>
      <VerificationReminder email={user.email} />
    </ClientMessages>
  );
}
