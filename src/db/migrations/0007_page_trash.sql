CREATE TABLE "page_trash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"page_type" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_trash_deleted_idx" ON "page_trash" USING btree ("deleted_at");