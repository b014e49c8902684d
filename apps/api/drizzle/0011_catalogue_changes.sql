-- Every write to a product row (the admin's edits, an order's stock and sales, the read-model
-- triggers, imports, hand-written SQL) tells the shop's processes which products changed, once
-- committed: each process keeps the catalogue in memory and re-reads just those rows. Over 200
-- rows in one statement say '*' (read everything again): a payload holds at most 8,000 bytes.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids text;
  changed_count int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO changed_count, changed_ids
      FROM (SELECT id FROM old_rows LIMIT 201) changed;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO changed_count, changed_ids
      FROM (SELECT id FROM new_rows LIMIT 201) changed;
  END IF;
  IF changed_count > 200 THEN
    PERFORM pg_notify('catalogue_changed', '*');
  ELSIF changed_count > 0 THEN
    PERFORM pg_notify('catalogue_changed', changed_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
