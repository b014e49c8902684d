ALTER TABLE "products" ADD COLUMN "variants" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sizes_in_stock_idx" ON "products" USING gin ("sizes_in_stock");--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat","price_cents") WHERE "products"."disabled" = false;--> statement-breakpoint
CREATE INDEX "products_cat_new_idx" ON "products" USING btree ("cat","created_at") WHERE "products"."disabled" = false;--> statement-breakpoint
CREATE INDEX "products_cat_popular_idx" ON "products" USING btree ("cat","total_sales") WHERE "products"."disabled" = false;--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand","price_cents") WHERE "products"."disabled" = false;--> statement-breakpoint
CREATE INDEX "products_brand_new_idx" ON "products" USING btree ("brand","created_at") WHERE "products"."disabled" = false;--> statement-breakpoint
CREATE INDEX "products_brand_popular_idx" ON "products" USING btree ("brand","total_sales") WHERE "products"."disabled" = false;--> statement-breakpoint
-- Hand-written below. The catalogue's read model: each product row carries its variants and
-- sizes as the API answers them (variants), the sizes it has in stock (sizes_in_stock, the size
-- filter) and in_stock (search ranking), so a catalogue page or a product reads one row and no
-- aggregate. Statement triggers on product_variants and product_sizes recompute them in the same
-- transaction as every writer (admin, orders, seeds, imports), from the normalized tables.
DROP TRIGGER "product_sizes_in_stock_insert" ON "product_sizes";--> statement-breakpoint
DROP TRIGGER "product_sizes_in_stock_update" ON "product_sizes";--> statement-breakpoint
DROP TRIGGER "product_sizes_in_stock_delete" ON "product_sizes";--> statement-breakpoint
DROP FUNCTION "products_in_stock_sync"();--> statement-breakpoint
CREATE FUNCTION "products_read_model"("product" uuid) RETURNS TABLE ("variants" json, "sizes_in_stock" text[])
LANGUAGE sql STABLE AS $$
	SELECT
		coalesce((
			SELECT json_agg(json_build_object(
				'id', v."variant_id", 'variant', v."name", 'imgUrl', v."images",
				'sizes', coalesce((
					SELECT json_agg(json_build_object('size', s."size", 'stock', s."stock", 'sold', s."sold") ORDER BY s."position")
					FROM "product_sizes" s WHERE s."product_id" = v."product_id" AND s."variant_id" = v."variant_id"
				), '[]'::json)
			) ORDER BY v."position")
			FROM "product_variants" v WHERE v."product_id" = "product"
		), '[]'::json),
		coalesce((
			SELECT array_agg(DISTINCT s."size" ORDER BY s."size") FROM "product_sizes" s
			WHERE s."product_id" = "product" AND s."stock" > 0
		), '{}'::text[])
$$;
--> statement-breakpoint
CREATE FUNCTION "products_read_model_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Locked in id order, so two orders touching the same products wait instead of deadlocking.
	PERFORM 1 FROM "products" WHERE "id" IN (SELECT "product_id" FROM "changed_rows") ORDER BY "id" FOR UPDATE;
	UPDATE "products" p SET "variants" = r."variants", "sizes_in_stock" = r."sizes_in_stock",
		"in_stock" = cardinality(r."sizes_in_stock") > 0
	FROM (SELECT DISTINCT "product_id" FROM "changed_rows") c, LATERAL "products_read_model"(c."product_id") r
	WHERE p."id" = c."product_id"
		AND (p."variants"::text, p."sizes_in_stock") IS DISTINCT FROM (r."variants"::text, r."sizes_in_stock");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_model_insert" AFTER INSERT ON "product_variants"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_model_update" AFTER UPDATE ON "product_variants"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_model_delete" AFTER DELETE ON "product_variants"
	REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_read_model_insert" AFTER INSERT ON "product_sizes"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_read_model_update" AFTER UPDATE ON "product_sizes"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_read_model_delete" AFTER DELETE ON "product_sizes"
	REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_read_model_sync"();
--> statement-breakpoint
UPDATE "products" p SET "variants" = r."variants", "sizes_in_stock" = r."sizes_in_stock",
	"in_stock" = cardinality(r."sizes_in_stock") > 0
FROM (SELECT q."id", m.* FROM "products" q, LATERAL "products_read_model"(q."id") m) r
WHERE p."id" = r."id";
