import { ClientMessages } from "@/components/i18n/client-messages";
import { ResendVerificationButton } from "./resend-verification-button";

/** The resend button with the messages it needs in the browser (its own texts and the shared errors). */
export function ResendVerification() {
  return (
    <ClientMessages namespaces={["emailVerification", "errors"]}>
      <ResendVerificationButton />
    </ClientMessages>
  );
}
