-- A change of the sizes' sold counts (an order takes stock, a cancellation gives it back) moves
-- the product's total_sales in the same UPDATE that refreshes its read model: one new products
-- row per order line instead of two, and each new row writes every index of products.
CREATE FUNCTION "product_sizes_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Locked in id order, so two orders touching the same products wait instead of deadlocking.
	PERFORM 1 FROM "products" WHERE "id" IN (SELECT "product_id" FROM "new_rows" UNION SELECT "product_id" FROM "old_rows") ORDER BY "id" FOR UPDATE;
	UPDATE "products" p SET "variants" = r."variants", "sizes_in_stock" = r."sizes_in_stock",
		"in_stock" = cardinality(r."sizes_in_stock") > 0,
		"total_sales" = greatest(p."total_sales" + c."sold", 0)
	FROM (
		SELECT "product_id", sum("sold") AS "sold" FROM (
			SELECT "product_id", "sold" FROM "new_rows"
			UNION ALL SELECT "product_id", -"sold" FROM "old_rows"
		) d GROUP BY "product_id"
	) c, LATERAL "products_read_model"(c."product_id") r
	WHERE p."id" = c."product_id"
		AND ((p."variants"::text, p."sizes_in_stock") IS DISTINCT FROM (r."variants"::text, r."sizes_in_stock") OR c."sold" <> 0);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "product_sizes_read_model_update" ON "product_sizes";
--> statement-breakpoint
CREATE TRIGGER "product_sizes_read_model_update" AFTER UPDATE ON "product_sizes"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_updated"();
