CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_end" bigint NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metaheads" ADD COLUMN "compiled_css" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "config_url" text;--> statement-breakpoint
CREATE INDEX "vehicles_config_url_idx" ON "vehicles" USING btree ("config_url") WHERE "vehicles"."config_url" is not null;--> statement-breakpoint
UPDATE "vehicles" AS v SET "config_url" = d."data"->>'config_url' FROM "vehicle_details" AS d WHERE d."vehicle_id" = v."id" AND d."data" ? 'config_url';
