CREATE TABLE "follow_suggestion_dismissals" (
	"user_id" uuid NOT NULL,
	"dismissed_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_suggestion_dismissals_user_id_dismissed_user_id_pk" PRIMARY KEY("user_id","dismissed_user_id"),
	CONSTRAINT "follow_suggestion_dismissals_not_self" CHECK ("follow_suggestion_dismissals"."user_id" <> "follow_suggestion_dismissals"."dismissed_user_id")
);
--> statement-breakpoint
ALTER TABLE "follow_suggestion_dismissals" ADD CONSTRAINT "follow_suggestion_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_suggestion_dismissals" ADD CONSTRAINT "follow_suggestion_dismissals_dismissed_user_id_users_id_fk" FOREIGN KEY ("dismissed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_suggestion_dismissals_dismissed_idx" ON "follow_suggestion_dismissals" USING btree ("dismissed_user_id");