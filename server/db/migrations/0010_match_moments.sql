CREATE TABLE "match_moments" (
	"match_id" integer NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL,
	CONSTRAINT "match_moments_match_id_version_pk" PRIMARY KEY("match_id","version")
);
--> statement-breakpoint
ALTER TABLE "match_moments" ADD CONSTRAINT "match_moments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_moments_at_idx" ON "match_moments" USING btree ("match_id","at");