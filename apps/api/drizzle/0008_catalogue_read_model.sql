CREATE TABLE "catalogue_counts" (
	"cat" text NOT NULL,
	"sub_cat" text NOT NULL,
	"brand" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_counts_cat_sub_cat_brand_pk" PRIMARY KEY("cat","sub_cat","brand")
);
--> statement-breakpoint
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
--> statement-breakpoint
-- Enabled products per category, subcategory and brand: the catalogue's total for those filters
-- is a sum over a few dozen rows instead of a count over every product. Statement triggers with
-- transition tables (as the search vocabulary); an update that leaves the four columns alone
-- (stock, sales, the read model) writes nothing.
CREATE FUNCTION "catalogue_counts_add"("rows" jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "catalogue_counts" ("cat", "sub_cat", "brand", "products")
	SELECT r."cat", r."sub_cat", r."brand", sum(r."delta") FROM jsonb_to_recordset("rows") AS r("cat" text, "sub_cat" text, "brand" text, "delta" integer)
	GROUP BY 1, 2, 3 HAVING sum(r."delta") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("cat", "sub_cat", "brand") DO UPDATE SET "products" = "catalogue_counts"."products" + excluded."products";
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(jsonb_build_object('cat', n."cat", 'sub_cat', coalesce(n."sub_cat", ''), 'brand', n."brand", 'delta', 1))
		INTO "changes" FROM "new_rows" n WHERE NOT n."disabled";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('cat', o."cat", 'sub_cat', coalesce(o."sub_cat", ''), 'brand', o."brand", 'delta', -1))
		INTO "changes" FROM "old_rows" o WHERE NOT o."disabled";
	ELSE
		SELECT jsonb_agg(c) INTO "changes" FROM (
			SELECT jsonb_build_object('cat', o."cat", 'sub_cat', coalesce(o."sub_cat", ''), 'brand', o."brand", 'delta', -1) AS c
			FROM "old_rows" o JOIN "new_rows" n USING ("id")
			WHERE NOT o."disabled" AND (o."cat", o."sub_cat", o."brand", o."disabled") IS DISTINCT FROM (n."cat", n."sub_cat", n."brand", n."disabled")
			UNION ALL
			SELECT jsonb_build_object('cat', n."cat", 'sub_cat', coalesce(n."sub_cat", ''), 'brand', n."brand", 'delta', 1)
			FROM "old_rows" o JOIN "new_rows" n USING ("id")
			WHERE NOT n."disabled" AND (o."cat", o."sub_cat", o."brand", o."disabled") IS DISTINCT FROM (n."cat", n."sub_cat", n."brand", n."disabled")
		) d;
	END IF;
	IF "changes" IS NOT NULL THEN PERFORM "catalogue_counts_add"("changes"); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_counts_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_counts_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_counts_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_sync"();
--> statement-breakpoint
INSERT INTO "catalogue_counts" ("cat", "sub_cat", "brand", "products")
SELECT "cat", coalesce("sub_cat", ''), "brand", count(*) FROM "products" WHERE NOT "disabled" GROUP BY 1, 2, 3;
