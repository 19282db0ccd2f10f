CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"holder" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "live_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_daily" (
	"anchor_id" integer NOT NULL,
	"day" date NOT NULL,
	"peak_viewers" integer NOT NULL,
	"live_seconds" integer NOT NULL,
	"sessions" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_daily_anchor_id_day_pk" PRIMARY KEY("anchor_id","day")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"source" text NOT NULL,
	"holder" text NOT NULL,
	"stream_name" text,
	"play_url" text NOT NULL,
	"anchor_type" integer NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_data_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "live_sessions_peak_ck" CHECK ("live_sessions"."peak_viewers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "room_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_codes" ADD CONSTRAINT "live_codes_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_daily" ADD CONSTRAINT "live_daily_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_codes_hash_uq" ON "live_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "live_codes_active_uq" ON "live_codes" USING btree ("anchor_id") WHERE "live_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_open_uq" ON "live_sessions" USING btree ("anchor_id") WHERE "live_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "live_sessions_anchor_idx" ON "live_sessions" USING btree ("anchor_id","started_at");