CREATE TABLE "recall_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"remedy" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_vehicles" (
	"campaign_id" integer NOT NULL,
	"vin" text NOT NULL,
	"remedied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_vehicles_campaign_id_vin_pk" PRIMARY KEY("campaign_id","vin")
);
--> statement-breakpoint
ALTER TABLE "recall_vehicles" ADD CONSTRAINT "recall_vehicles_campaign_id_recall_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."recall_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_campaigns_code_unique" ON "recall_campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "recall_vehicles_vin_idx" ON "recall_vehicles" USING btree ("vin");