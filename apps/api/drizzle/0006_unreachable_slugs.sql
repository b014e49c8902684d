-- Slugs over 300 characters (made before slugs were capped at 80) never opened their page: the
-- router refuses such a segment. They are cut at a word boundary like new ones; a clash takes
-- the row's id. Slugs of 81-300 characters keep working and are left as they are.
WITH cut AS (
  SELECT id, left(regexp_replace(left(slug, 81), '-[^-]*$', ''), 80) AS base
  FROM products WHERE length(slug) > 300
), checked AS (
  SELECT cut.id, cut.base,
    EXISTS (SELECT 1 FROM products other WHERE other.slug = cut.base AND other.id <> cut.id)
      OR count(*) OVER (PARTITION BY cut.base) > 1 AS taken
  FROM cut
)
UPDATE products SET slug = CASE
    WHEN checked.taken THEN rtrim(left(checked.base, 71), '-') || '-' || left(checked.id::text, 8)
    ELSE checked.base
  END
FROM checked WHERE products.id = checked.id;
--> statement-breakpoint
WITH cut AS (
  SELECT id, left(regexp_replace(left(slug, 81), '-[^-]*$', ''), 80) AS base
  FROM promotions WHERE length(slug) > 300
), checked AS (
  SELECT cut.id, cut.base,
    EXISTS (SELECT 1 FROM promotions other WHERE other.slug = cut.base AND other.id <> cut.id)
      OR count(*) OVER (PARTITION BY cut.base) > 1 AS taken
  FROM cut
)
UPDATE promotions SET slug = CASE
    WHEN checked.taken THEN rtrim(left(checked.base, 71), '-') || '-' || left(checked.id::text, 8)
    ELSE checked.base
  END
FROM checked WHERE promotions.id = checked.id;
--> statement-breakpoint
WITH cut AS (
  SELECT id, left(regexp_replace(left(slug, 81), '-[^-]*$', ''), 80) AS base
  FROM commission_products WHERE length(slug) > 300
), checked AS (
  SELECT cut.id, cut.base,
    EXISTS (SELECT 1 FROM commission_products other WHERE other.slug = cut.base AND other.id <> cut.id)
      OR count(*) OVER (PARTITION BY cut.base) > 1 AS taken
  FROM cut
)
UPDATE commission_products SET slug = CASE
    WHEN checked.taken THEN rtrim(left(checked.base, 71), '-') || '-' || left(checked.id::text, 8)
    ELSE checked.base
  END
FROM checked WHERE commission_products.id = checked.id;
