CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(search_terms)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_search_rank_idx" ON "products" USING btree ("in_stock","total_sales","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Hand-written below. The vocabulary counts the words of enabled products (a word at 0 is no
-- longer used and is skipped when read); statement triggers with transition tables keep it in
-- step with every product write, bulk seeds included, and an update that leaves the words and
-- the disabled flag alone (stock, sales) writes nothing.
CREATE FUNCTION "search_vocabulary_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		INSERT INTO "search_vocabulary" ("word", "products")
		SELECT "word", sum("delta") FROM (
			SELECT w AS "word", -1 AS "delta" FROM "old_rows" o JOIN "new_rows" n USING ("id"), unnest(o."search_words") w
			WHERE NOT o."disabled" AND (o."search_words" IS DISTINCT FROM n."search_words" OR o."disabled" <> n."disabled")
			UNION ALL
			SELECT w, 1 FROM "old_rows" o JOIN "new_rows" n USING ("id"), unnest(n."search_words") w
			WHERE NOT n."disabled" AND (o."search_words" IS DISTINCT FROM n."search_words" OR o."disabled" <> n."disabled")
		) c GROUP BY "word" HAVING sum("delta") <> 0 ORDER BY "word"
		ON CONFLICT ("word") DO UPDATE SET "products" = "search_vocabulary"."products" + excluded."products";
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "search_vocabulary" ("word", "products")
		SELECT w, count(*) FROM "new_rows" n, unnest(n."search_words") w WHERE NOT n."disabled"
		GROUP BY w ORDER BY w
		ON CONFLICT ("word") DO UPDATE SET "products" = "search_vocabulary"."products" + excluded."products";
	ELSE
		UPDATE "search_vocabulary" v SET "products" = v."products" - c."n"
		FROM (SELECT w, count(*) AS "n" FROM "old_rows" o, unnest(o."search_words") w WHERE NOT o."disabled" GROUP BY w) c
		WHERE v."word" = c.w;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_sync"();
--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_sync"();
--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_sync"();
--> statement-breakpoint
-- The shop's Argentine words (the owner edits them in the admin).
INSERT INTO "search_synonyms" ("terms") VALUES
	(ARRAY['ojotas', 'chanclas', 'sandalias']),
	(ARRAY['remera', 'camiseta', 'casaca']),
	(ARRAY['tapones', 'fg', 'césped natural']),
	(ARRAY['espinilleras', 'canilleras']),
	(ARRAY['portero', 'arquero', 'golero']),
	(ARRAY['campera', 'chaqueta', 'rompevientos']),
	(ARRAY['buzo', 'hoodie', 'canguro', 'sudadera']),
	(ARRAY['zapatos de fútbol', 'botines', 'botas de fútbol', 'chimpunes']),
	(ARRAY['zapatillas', 'tenis', 'championes']),
	(ARRAY['pasto sintético', 'tf', 'futbol 5', 'baby fútbol']),
	(ARRAY['medias', 'calcetines', 'soquetes']),
	(ARRAY['calzas', 'leggings', 'patas']),
	(ARRAY['chaleco', 'chaleco inflable', 'sin mangas']),
	(ARRAY['conjunto', 'jogging', 'equipo deportivo']),
	(ARRAY['termo', 'botella', 'caramañola']),
	(ARRAY['mochila', 'morral']),
	(ARRAY['antideslizantes', 'grip']),
	(ARRAY['selección argentina', 'argentina', 'albiceleste']),
	(ARRAY['boca', 'xeneize']),
	(ARRAY['river', 'millonario']);
--> statement-breakpoint
-- products.in_stock follows product_sizes (any writer: the admin, orders, seeds), so a search can
-- rank products in stock first from an index. Two orders taking the last units of two sizes of
-- one product at once may each still see the other's size in stock; the flag only orders
-- results, and the next stock change of that product sets it right.
CREATE FUNCTION "products_in_stock_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only products whose flag changes are written, locked in id order so two orders touching
	-- the same products wait for each other instead of deadlocking.
	UPDATE "products" p SET "in_stock" = EXISTS (SELECT 1 FROM "product_sizes" s WHERE s."product_id" = p."id" AND s."stock" > 0)
	WHERE p."id" IN (
		SELECT q."id" FROM "products" q
		WHERE q."id" IN (SELECT "product_id" FROM "changed_sizes")
			AND q."in_stock" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_sizes" s WHERE s."product_id" = q."id" AND s."stock" > 0)
		ORDER BY q."id" FOR UPDATE
	);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_sizes_in_stock_insert" AFTER INSERT ON "product_sizes"
	REFERENCING NEW TABLE AS "changed_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_in_stock_update" AFTER UPDATE ON "product_sizes"
	REFERENCING NEW TABLE AS "changed_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_in_stock_delete" AFTER DELETE ON "product_sizes"
	REFERENCING OLD TABLE AS "changed_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_sync"();
--> statement-breakpoint
UPDATE "products" p SET "in_stock" = EXISTS (SELECT 1 FROM "product_sizes" s WHERE s."product_id" = p."id" AND s."stock" > 0);
