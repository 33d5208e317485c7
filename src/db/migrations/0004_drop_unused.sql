ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
--> statement-breakpoint
DROP INDEX "pages_parent_idx";--> statement-breakpoint
DROP INDEX "vehicles_model_idx";--> statement-breakpoint
DROP INDEX "vehicles_price_idx";--> statement-breakpoint
DROP INDEX "vehicles_created_idx";--> statement-breakpoint
DROP INDEX "vehicles_engine_type_gin";--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "parent_id";