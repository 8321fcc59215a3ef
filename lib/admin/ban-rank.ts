import { roleRank, type StaffRole } from "@/lib/auth/session";

/**
 * Whether staff of `staffRole` may lift a ban set with `bannedByRole` (decision 035): moderators and
 * admins restore, and only a rank at least as high as the one that banned, so a moderator cannot undo
 * an admin's ban. A ban with no rank recorded (set before ranks were kept, or by someone without a
 * role at the time) is anyone's to lift who may restore at all.
 */
export function mayLiftBan(
  staffRole: StaffRole | null | undefined,
  bannedByRole: StaffRole | null | undefined,
): boolean {
  return roleRank(staffRole) >= roleRank("moderator") && roleRank(staffRole) >= roleRank(bannedByRole);
}
