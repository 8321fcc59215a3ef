CREATE TABLE "search_words" (
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "search_words_kind_word_pk" PRIMARY KEY("kind","word"),
	CONSTRAINT "search_words_kind" CHECK ("search_words"."kind" in ('pet', 'user'))
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("kind",("word" collate "C"));--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);