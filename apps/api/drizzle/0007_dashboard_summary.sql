CREATE TABLE "order_day_figures" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_figures_day_status_payment_method_pk" PRIMARY KEY("day","status","payment_method")
);
--> statement-breakpoint
CREATE TABLE "product_day_sales" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_day_sales_day_status_product_id_pk" PRIMARY KEY("day","status","product_id")
);
--> statement-breakpoint
CREATE INDEX "orders_status_method_created_idx" ON "orders" USING btree ("status","payment_method","created_at");--> statement-breakpoint
-- Takes an order's figures out of (sign -1) or into (sign 1) the per-day summaries, on the day
-- the order was made in Argentina.
CREATE FUNCTION "order_day_figures_add"("o" "orders", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"local_day" date := ("o"."created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date;
BEGIN
	INSERT INTO "order_day_figures" AS f ("day", "status", "payment_method", "orders", "cents")
	VALUES ("local_day", "o"."status", "o"."payment_method", "sign", "sign" * "o"."transaction_amount_cents")
	ON CONFLICT ("day", "status", "payment_method") DO UPDATE
		SET "orders" = f."orders" + excluded."orders", "cents" = f."cents" + excluded."cents";
	INSERT INTO "product_day_sales" AS s ("day", "status", "product_id", "name", "units", "revenue_cents")
	SELECT "local_day", "o"."status", line.id, min(line.name), "sign" * sum(line.quantity),
	       "sign" * round(sum(line.quantity * line.price) * 100)
	FROM jsonb_to_recordset("o"."items") AS line(id text, name text, quantity int, price numeric)
	WHERE line.id IS NOT NULL
	GROUP BY line.id
	ON CONFLICT ("day", "status", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units",
		    "revenue_cents" = s."revenue_cents" + excluded."revenue_cents";
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_day_figures_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."status" IS NOT DISTINCT FROM NEW."status"
		AND OLD."payment_method" IS NOT DISTINCT FROM NEW."payment_method"
		AND OLD."transaction_amount_cents" IS NOT DISTINCT FROM NEW."transaction_amount_cents"
		AND OLD."items" IS NOT DISTINCT FROM NEW."items"
		AND OLD."created_at" IS NOT DISTINCT FROM NEW."created_at" THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "order_day_figures_add"(OLD, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "order_day_figures_add"(NEW, 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: an order's transaction holds the day's summary rows only for its last
-- moment, so concurrent checkouts wait on each other as little as possible.
CREATE CONSTRAINT TRIGGER "orders_day_figures" AFTER INSERT OR UPDATE OR DELETE ON "orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_day_figures_sync"();
--> statement-breakpoint
INSERT INTO "order_day_figures" ("day", "status", "payment_method", "orders", "cents")
SELECT ("created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, "status", "payment_method",
       count(*), sum("transaction_amount_cents")
FROM "orders" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "product_day_sales" ("day", "status", "product_id", "name", "units", "revenue_cents")
SELECT (o."created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, o."status", line.id,
       min(line.name), sum(line.quantity), round(sum(line.quantity * line.price) * 100)
FROM "orders" o, jsonb_to_recordset(o."items") AS line(id text, name text, quantity int, price numeric)
WHERE line.id IS NOT NULL
GROUP BY 1, 2, 3;
