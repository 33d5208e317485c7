CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_vendor" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"vehicle_vin" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"rdx_forms_lead_id" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"finance_option" text,
	"config_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lead_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirmation_by_link" boolean DEFAULT true NOT NULL,
	"vendor_uuid" text,
	"stripe_payment_intent_id" text,
	"paypal_order_id" text,
	"liqpay_order_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" integer NOT NULL,
	"holder_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_authorised" boolean DEFAULT false NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lock_id_vehicle_holds_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."vehicle_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rdx_forms_lead_id_leads_id_fk" FOREIGN KEY ("rdx_forms_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_lock_unique" ON "orders" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_vehicle_idx" ON "orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_holds_one_active" ON "vehicle_holds" USING btree ("vehicle_id") WHERE "vehicle_holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vehicle_holds_expiry_idx" ON "vehicle_holds" USING btree ("expires_at") WHERE "vehicle_holds"."status" = 'active';