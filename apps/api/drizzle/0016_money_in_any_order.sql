CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	CONSTRAINT "alerts_subject_key" UNIQUE NULLS NOT DISTINCT("kind","order_id","subject")
);
--> statement-breakpoint
CREATE TABLE "refused_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_open_idx" ON "alerts" USING btree ("created_at") WHERE "alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_order_idx" ON "alerts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refused_notices_received_idx" ON "refused_notices" USING btree ("received_at");--> statement-breakpoint
-- Every change of an order bumps its version, whoever makes it (the owner, a payment, a job):
-- a form read before it cannot save over it (decision 0030).
CREATE FUNCTION "orders_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_version" BEFORE UPDATE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_bump_version"();
--> statement-breakpoint
UPDATE "orders" o SET "refunded_cents" = r."cents"
FROM (
	SELECT "order_id", sum(("details"->>'amountCents')::bigint) AS "cents"
	FROM "order_events" WHERE "type" = 'refund' GROUP BY "order_id"
) r
WHERE r."order_id" = o."id";
--> statement-breakpoint
UPDATE "orders" SET "received_cents" = "transaction_amount_cents"
WHERE "status" IN ('Aprobado', 'approved', 'Enviado', 'Entregado') OR "refunded_cents" > 0;
--> statement-breakpoint
-- Sales are net of refunds (decision 0031): an order counts the money it received (what it
-- charged while nothing is recorded) less what went back.
CREATE FUNCTION "order_net_cents"("o" "orders") RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
	SELECT greatest(CASE WHEN "o"."received_cents" > 0 THEN "o"."received_cents"
	                     ELSE "o"."transaction_amount_cents" END - "o"."refunded_cents", 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_day_figures_add"("o" "orders", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"local_day" date := ("o"."created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date;
BEGIN
	INSERT INTO "order_day_figures" AS f ("day", "status", "payment_method", "orders", "cents")
	VALUES ("local_day", "o"."status", "o"."payment_method", "sign",
	        "sign" * "order_net_cents"("o"))
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
CREATE OR REPLACE FUNCTION "order_day_figures_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."status" IS NOT DISTINCT FROM NEW."status"
		AND OLD."payment_method" IS NOT DISTINCT FROM NEW."payment_method"
		AND OLD."transaction_amount_cents" IS NOT DISTINCT FROM NEW."transaction_amount_cents"
		AND OLD."received_cents" IS NOT DISTINCT FROM NEW."received_cents"
		AND OLD."refunded_cents" IS NOT DISTINCT FROM NEW."refunded_cents"
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
DELETE FROM "order_day_figures";
--> statement-breakpoint
INSERT INTO "order_day_figures" ("day", "status", "payment_method", "orders", "cents")
SELECT ("created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, "status", "payment_method",
       count(*), sum("order_net_cents"(o))
FROM "orders" o GROUP BY 1, 2, 3;
