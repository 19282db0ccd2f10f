CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"sport_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_anchors" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_feeds" (
	"source" text PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"sport_id" integer NOT NULL,
	"race_type" integer NOT NULL,
	"league_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"feed_status" text NOT NULL,
	"status" text NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"period_started_at" timestamp with time zone,
	"home_score" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"away_score" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vb_scores" jsonb,
	"hot" boolean DEFAULT false NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"stream_url" text,
	"feed_updated_at" timestamp with time zone,
	"sim_seed" integer,
	"sim_round" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"list_rank" smallint GENERATED ALWAYS AS (case when status in ('live', 'interrupted') then 0 when status in ('notStarted', 'tbd', 'postponed') then 1 else 2 end) STORED NOT NULL,
	"upcoming_at" timestamp with time zone GENERATED ALWAYS AS (case when status in ('live', 'interrupted', 'notStarted', 'tbd', 'postponed') then kickoff_at end) STORED
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"sport_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_anchors" ADD CONSTRAINT "match_anchors_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_anchors" ADD CONSTRAINT "match_anchors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_external_uq" ON "leagues" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_anchors_pk" ON "match_anchors" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "match_anchors_user_idx" ON "match_anchors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_external_uq" ON "matches" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "matches_status_kickoff_idx" ON "matches" USING btree ("status","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_race_list_idx" ON "matches" USING btree ("race_type","list_rank","upcoming_at","kickoff_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_hot_list_idx" ON "matches" USING btree ("hot","list_rank","upcoming_at","kickoff_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_list_idx" ON "matches" USING btree ("list_rank","upcoming_at","kickoff_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "matches_sim_idx" ON "matches" USING btree ("sim_seed");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_match_uq" ON "reservations" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "reservations_match_idx" ON "reservations" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_external_uq" ON "teams" USING btree ("external_id");