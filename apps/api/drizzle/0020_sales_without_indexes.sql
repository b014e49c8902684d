-- Every order changes its products' total_sales (migration 0013). While an index held that
-- column, each order's update of the product's row was a new row version in every index of
-- products, the three GIN ones included (decision 0043): 9 ms of the embedded database's 11 ms
-- for an order's statement. Without them the update is HOT (the row's new version on its own
-- page, no index touched) unless a size sells out. The popular sort and a search's ranking sort
-- the matches instead of reading an index, only when the catalogue memory cannot answer.
DROP INDEX "products_listing_popular_idx";--> statement-breakpoint
DROP INDEX "products_search_rank_idx";--> statement-breakpoint
DROP INDEX "products_cat_popular_idx";--> statement-breakpoint
DROP INDEX "products_brand_popular_idx";--> statement-breakpoint
-- A fifth of each page kept free, so a row's new version fits beside the old one (HOT).
ALTER TABLE "products" SET (fillfactor = 80);
