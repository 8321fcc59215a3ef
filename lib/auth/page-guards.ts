import "server-only";
import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";
import { getCurrentUser, hasRole, type CurrentUser, type StaffRole } from "./session";

/** For signed-in pages: guests go to /auth, users without a username to the username step. */
export async function requirePageUser(): Promise<CurrentUser & { username: string }> {
  const user = await getCurrentUser();
  const locale = await getLocale();
  if (!user) return redirect({ href: "/auth", locale });
  if (!user.username) return redirect({ href: "/auth/username", locale });
  return user as CurrentUser & { username: string };
}

/** For staff pages: everyone below the role goes home (docs/product-spec.md §2 Admin). */
export async function requirePageStaff(minimum: StaffRole): Promise<CurrentUser> {
  const user = await requirePageUser();
  if (!hasRole(user, minimum)) return redirect({ href: "/", locale: await getLocale() });
  return user;
}
