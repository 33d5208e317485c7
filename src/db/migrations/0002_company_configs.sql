CREATE TABLE "company_configs" (
	"name" text NOT NULL,
	"config_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_configs_name_type" ON "company_configs" USING btree ("name","config_type");