ALTER TABLE "users" ADD COLUMN "banned_by_role" "staff_role";--> statement-breakpoint
-- Bans already in place: the banning member's role now is the best record of the rank they banned with.
UPDATE "users" SET "banned_by_role" = "user_roles"."role" FROM "user_roles" WHERE "users"."is_banned" AND "users"."banned_by" = "user_roles"."user_id";
