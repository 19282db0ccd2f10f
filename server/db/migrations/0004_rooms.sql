CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_anchor_id_pk" PRIMARY KEY("user_id","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "gift_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"coins" bigint NOT NULL,
	"broadcast" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"price" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_claims" (
	"envelope_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_claims_envelope_id_user_id_pk" PRIMARY KEY("envelope_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_key" text NOT NULL,
	"sender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"shares" jsonb NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"claimed_amount" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refund_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelopes_claimed_ck" CHECK ("red_envelopes"."claimed" between 0 and "red_envelopes"."count")
);
--> statement-breakpoint
CREATE TABLE "room_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_key" text NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_blacklist" (
	"room_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blacklist_room_key_user_id_pk" PRIMARY KEY("room_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_mutes" (
	"room_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone,
	"match_id" integer,
	"by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_mutes_room_key_user_id_pk" PRIMARY KEY("room_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_roles" (
	"room_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"granted_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_roles_room_key_user_id_pk" PRIMARY KEY("room_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_state" (
	"room_key" text PRIMARY KEY NOT NULL,
	"mute_all" boolean DEFAULT false NOT NULL,
	"cleared_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_visits" (
	"room_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "room_visits_room_key_user_id_pk" PRIMARY KEY("room_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"anchor_id" integer PRIMARY KEY NOT NULL,
	"anchor_type" integer DEFAULT 5 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text,
	"intro" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'studio' NOT NULL,
	"stream_url" text,
	"live_since" timestamp with time zone,
	"fans" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_fans_ck" CHECK ("rooms"."fans" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"user_id" integer NOT NULL,
	"task_key" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tasks_user_id_task_key_pk" PRIMARY KEY("user_id","task_key")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_account_currency_pk" PRIMARY KEY("account","currency"),
	CONSTRAINT "wallets_balance_ck" CHECK ("wallets"."balance" >= 0 or "wallets"."account" = 'mint')
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blacklist" ADD CONSTRAINT "room_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_mutes" ADD CONSTRAINT "room_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_roles" ADD CONSTRAINT "room_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_visits" ADD CONSTRAINT "room_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_anchor_idx" ON "follows" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_records_anchor_idx" ON "gift_records" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_records_broadcast_idx" ON "gift_records" USING btree ("broadcast","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger" USING btree ("account","currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfer_uq" ON "ledger" USING btree ("transfer_id","account","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_claims_seq_uq" ON "red_envelope_claims" USING btree ("envelope_id","seq");--> statement-breakpoint
CREATE INDEX "red_envelope_claims_user_idx" ON "red_envelope_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_room_idx" ON "red_envelopes" USING btree ("room_key","created_at");--> statement-breakpoint
CREATE INDEX "red_envelopes_refund_idx" ON "red_envelopes" USING btree ("refund_at") WHERE "red_envelopes"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "room_audit_room_idx" ON "room_audit" USING btree ("room_key","id");--> statement-breakpoint
CREATE INDEX "room_visits_last_idx" ON "room_visits" USING btree ("room_key","last_at");--> statement-breakpoint
CREATE INDEX "rooms_type_idx" ON "rooms" USING btree ("anchor_type");