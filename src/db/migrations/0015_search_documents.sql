CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"page_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"url_query" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title_text" text NOT NULL,
	"search_text" text NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_unique" ON "search_documents" USING btree ("kind","source_key");--> statement-breakpoint
CREATE INDEX "search_documents_tokens_idx" ON "search_documents" USING gin ("tokens") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_documents_page_idx" ON "search_documents" USING btree ("page_id");