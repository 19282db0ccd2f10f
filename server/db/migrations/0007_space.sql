CREATE TABLE "note_pictures" (
	"note_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"thumb" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "note_pictures_note_id_position_pk" PRIMARY KEY("note_id","position")
);
--> statement-breakpoint
CREATE TABLE "note_reactions" (
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_reactions_note_id_user_id_kind_pk" PRIMARY KEY("note_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"collects" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_likes_ck" CHECK ("notes"."likes" >= 0),
	CONSTRAINT "notes_collects_ck" CHECK ("notes"."collects" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"url" text NOT NULL,
	"thumb" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "note_pictures" ADD CONSTRAINT "note_pictures_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_reactions" ADD CONSTRAINT "note_reactions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_reactions" ADD CONSTRAINT "note_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_pictures_url_uq" ON "note_pictures" USING btree ("url");--> statement-breakpoint
CREATE INDEX "note_pictures_thumb_todo_idx" ON "note_pictures" USING btree ("note_id") WHERE "note_pictures"."thumb" is null;--> statement-breakpoint
CREATE INDEX "note_reactions_user_idx" ON "note_reactions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "notes_anchor_idx" ON "notes" USING btree ("anchor_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_url_uq" ON "photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "photos_anchor_sort_idx" ON "photos" USING btree ("anchor_id","sort","id");--> statement-breakpoint
CREATE INDEX "photos_thumb_todo_idx" ON "photos" USING btree ("id") WHERE "photos"."thumb" is null;