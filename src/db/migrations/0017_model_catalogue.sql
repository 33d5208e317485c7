CREATE TABLE "model_body_styles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_derivatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_derivatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"nameplate_key" text NOT NULL,
	"model_year" integer NOT NULL,
	"body_style_key" text NOT NULL,
	"engine_key" text NOT NULL,
	"trim" text NOT NULL,
	"name_ja" text NOT NULL,
	"price_from_jpy" integer NOT NULL,
	"top_speed_kmh" integer,
	"acceleration_0_100_s" double precision,
	"fuel_consumption_km_l" double precision,
	"electric_consumption_wh_km" integer,
	"co2_g_km" integer,
	"electric_range_km" integer,
	"seats" integer,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_engines" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description_ja" text NOT NULL,
	"fuel_type" text NOT NULL,
	"power_ps" integer NOT NULL,
	"power_kw" integer NOT NULL,
	"torque_nm" integer
);
--> statement-breakpoint
CREATE TABLE "model_families" (
	"key" text PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_nameplates" (
	"key" text PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"family_key" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL,
	"page_path" text,
	"image_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_derivatives" ADD CONSTRAINT "model_derivatives_nameplate_key_model_nameplates_key_fk" FOREIGN KEY ("nameplate_key") REFERENCES "public"."model_nameplates"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_derivatives" ADD CONSTRAINT "model_derivatives_body_style_key_model_body_styles_key_fk" FOREIGN KEY ("body_style_key") REFERENCES "public"."model_body_styles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_derivatives" ADD CONSTRAINT "model_derivatives_engine_key_model_engines_key_fk" FOREIGN KEY ("engine_key") REFERENCES "public"."model_engines"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_families" ADD CONSTRAINT "model_families_brand_key_model_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."model_brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_nameplates" ADD CONSTRAINT "model_nameplates_brand_key_model_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."model_brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_nameplates" ADD CONSTRAINT "model_nameplates_family_key_model_families_key_fk" FOREIGN KEY ("family_key") REFERENCES "public"."model_families"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_derivatives_key_unique" ON "model_derivatives" USING btree ("key");--> statement-breakpoint
CREATE INDEX "model_derivatives_nameplate_idx" ON "model_derivatives" USING btree ("nameplate_key","engine_key");--> statement-breakpoint
CREATE INDEX "model_nameplates_family_idx" ON "model_nameplates" USING btree ("family_key");