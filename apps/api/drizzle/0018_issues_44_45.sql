CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"size" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_run_items" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ref" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_run_items_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percentage_range";--> statement-breakpoint
DROP INDEX "coupons_code_key";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD COLUMN "customer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD COLUMN "customer_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_purchase_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "subcategories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "original_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "brands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_run_items" ADD CONSTRAINT "bulk_run_items_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("product_id","variant_id","size","id");--> statement-breakpoint
CREATE INDEX "bulk_runs_area_created_idx" ON "bulk_runs" USING btree ("area","created_at");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_original_id_images_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_usages_customer_email_idx" ON "coupon_usages" USING btree ("coupon_id","customer_email");--> statement-breakpoint
CREATE INDEX "coupon_usages_customer_id_idx" ON "coupon_usages" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "images_original_idx" ON "images" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "orders_unopened_idx" ON "orders" USING btree ("created_at") WHERE "orders"."opened_at" is null;--> statement-breakpoint
CREATE INDEX "product_sizes_sku_idx" ON "product_sizes" USING btree ("sku") WHERE "product_sizes"."sku" <> '';--> statement-breakpoint
CREATE INDEX "product_sizes_barcode_idx" ON "product_sizes" USING btree ("barcode") WHERE "product_sizes"."barcode" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code") WHERE "coupons"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK (("coupons"."kind" <> 'fixed') or ("coupons"."amount_cents" > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percentage_range" CHECK (("coupons"."kind" <> 'percent') or ("coupons"."percentage" > 0 and "coupons"."percentage" <= 100));--> statement-breakpoint
-- Orders made before this version were seen already: only new ones count as unopened.
UPDATE "orders" SET "opened_at" = "created_at";--> statement-breakpoint
-- The history starts from the stock as it is, so it adds up from the first movement.
INSERT INTO "stock_movements" ("product_id", "variant_id", "size", "delta", "stock_after", "reason")
SELECT "product_id", "variant_id", "size", "stock", "stock", 'initial' FROM "product_sizes" WHERE "stock" <> 0;--> statement-breakpoint
CREATE FUNCTION record_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text := coalesce(nullif(current_setting('shop.stock_reason', true), ''), 'adjustment');
  order_ref uuid := nullif(current_setting('shop.stock_order', true), '')::uuid;
  user_ref uuid := nullif(current_setting('shop.stock_user', true), '')::uuid;
  note text := coalesce(current_setting('shop.stock_note', true), '');
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.stock <> 0 AND (TG_OP = 'DELETE'
      OR (OLD.product_id, OLD.variant_id, OLD.size) IS DISTINCT FROM (NEW.product_id, NEW.variant_id, NEW.size)) THEN
    INSERT INTO stock_movements (product_id, variant_id, size, delta, stock_after, reason, order_id, user_id, note)
    VALUES (OLD.product_id, OLD.variant_id, OLD.size, -OLD.stock, 0, reason, order_ref, user_ref, note);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
      AND (OLD.product_id, OLD.variant_id, OLD.size) IS DISTINCT FROM (NEW.product_id, NEW.variant_id, NEW.size)) THEN
    IF NEW.stock <> 0 THEN
      INSERT INTO stock_movements (product_id, variant_id, size, delta, stock_after, reason, order_id, user_id, note)
      VALUES (NEW.product_id, NEW.variant_id, NEW.size, NEW.stock, NEW.stock, reason, order_ref, user_ref, note);
    END IF;
  ELSIF TG_OP = 'UPDATE' AND NEW.stock <> OLD.stock THEN
    INSERT INTO stock_movements (product_id, variant_id, size, delta, stock_after, reason, order_id, user_id, note)
    VALUES (NEW.product_id, NEW.variant_id, NEW.size, NEW.stock - OLD.stock, NEW.stock, reason, order_ref, user_ref, note);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_sizes_stock_history AFTER INSERT OR DELETE OR UPDATE OF stock, size, variant_id, product_id
  ON "product_sizes" FOR EACH ROW EXECUTE FUNCTION record_stock_movement();
