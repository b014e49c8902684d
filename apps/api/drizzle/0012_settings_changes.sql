-- Storefront pages show the shop settings (header, footer, transfer discount): every write to
-- them tells each process, which then renders its kept product pages afresh (web/kept-pages.ts).
CREATE FUNCTION "settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'settings');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "store_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "settings_changed"();
