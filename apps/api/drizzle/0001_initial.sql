CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"country_code" text DEFAULT '+54' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Argentina' NOT NULL,
	"status" text DEFAULT 'Activo' NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"product_name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"compare_price_cents" bigint,
	"brand" text NOT NULL,
	"cat" text NOT NULL,
	"sub_cat" text,
	"description" text DEFAULT '' NOT NULL,
	"variants" jsonb NOT NULL,
	"status" text DEFAULT 'Activo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percentage" integer NOT NULL,
	"remaining_uses" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_remaining_uses_not_negative" CHECK ("coupons"."remaining_uses" >= 0),
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."percentage" > 0 and "coupons"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"track_id" text DEFAULT '' NOT NULL,
	"admin_comment" text DEFAULT '' NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_type" text DEFAULT '' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_amount_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_amount_cents" bigint NOT NULL,
	"net_received_amount_cents" bigint,
	"total_paid_amount_cents" bigint,
	"coupon_code" text,
	"shipment" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"idempotency_key" text,
	"payment_id" text,
	"preference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."transaction_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_product_id_variant_id_size_pk" PRIMARY KEY("product_id","variant_id","size"),
	CONSTRAINT "product_sizes_stock_not_negative" CHECK ("product_sizes"."stock" >= 0),
	CONSTRAINT "product_sizes_sold_not_negative" CHECK ("product_sizes"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"product_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "product_variants_product_id_variant_id_pk" PRIMARY KEY("product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"product_name" text NOT NULL,
	"search_text" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"compare_price_cents" bigint,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"brand" text NOT NULL,
	"cat" text NOT NULL,
	"sub_cat" text,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_youtube" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"new_arrivals" boolean DEFAULT false NOT NULL,
	"best_sellers" boolean DEFAULT false NOT NULL,
	"special_offers" boolean DEFAULT false NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"height" double precision DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"length" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"subcategories" text[] DEFAULT '{}'::text[] NOT NULL,
	"gift_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"gift_subcategories" text[] DEFAULT '{}'::text[] NOT NULL,
	"end_date" date NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"video_youtube" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_variant_id_product_variants_product_id_variant_id_fk" FOREIGN KEY ("product_id","variant_id") REFERENCES "public"."product_variants"("product_id","variant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_key" ON "admin_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_idx" ON "coupon_usages" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_sizes_size_idx" ON "product_sizes" USING btree ("size","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("disabled","price_cents");--> statement-breakpoint
CREATE INDEX "products_listing_new_idx" ON "products" USING btree ("disabled","created_at");--> statement-breakpoint
CREATE INDEX "products_listing_popular_idx" ON "products" USING btree ("disabled","total_sales");--> statement-breakpoint
CREATE INDEX "products_cat_idx" ON "products" USING btree ("cat","sub_cat");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotion_usages_promotion_idx" ON "promotion_usages" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_slug_key" ON "promotions" USING btree ("slug");