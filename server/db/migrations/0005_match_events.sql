CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"side" smallint,
	"period" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"second" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"player" text,
	"number" smallint,
	"player_out" text,
	"points" smallint,
	"score" jsonb
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"match_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"number" smallint NOT NULL,
	"position" text NOT NULL,
	"starter" boolean NOT NULL,
	CONSTRAINT "match_lineups_match_id_side_slot_pk" PRIMARY KEY("match_id","side","slot")
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_key_uq" ON "match_events" USING btree ("match_id","key");--> statement-breakpoint
CREATE INDEX "match_events_at_idx" ON "match_events" USING btree ("match_id","at");