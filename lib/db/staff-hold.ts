import { sql, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/errors";

// Staff decisions outrank owners' (issue 43), the one rule for everything staff can hide or remove:
// - products: their `hidden_by_staff` column (staff's own switch; a check keeps such a product inactive, so the
//   public queries' `is_active` already leaves it out);
// - stores: their `is_active` column, which only staff write (an owner has no switch for their store);
// - reviews: their `hidden_by_staff` column (a removed review is kept, hidden, so its author cannot write it again);
// - posts: staff delete them (there is nothing left to edit or publish again);
// - guides: only staff write them at all.
// An owner's write to an item staff hold is refused with STAFF_HOLD_ERROR, never half-done: a toggle that
// silently did nothing, or an edit that changed what staff judged behind their back, would both mislead.

export const STAFF_HOLD_ERROR = "errors.hiddenByStaff";

/** Refuses an owner's write to what staff hid. */
export function refuseStaffHeld(held: boolean): void {
  if (held) throw new AppError("forbidden", STAFF_HOLD_ERROR);
}

/** For public reads of a table with a `hidden_by_staff` column: `alias` is the table's alias in the query. */
export function notStaffHidden(alias: string): SQL {
  return sql`not ${sql.identifier(alias)}.hidden_by_staff`;
}
