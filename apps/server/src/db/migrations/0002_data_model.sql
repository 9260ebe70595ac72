CREATE SEQUENCE "public"."customer_account_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"catalog_id" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"description" text,
	"list_order" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "categories_catalog_id_id_pk" PRIMARY KEY("catalog_id","id")
);
--> statement-breakpoint
CREATE TABLE "category_product_assignments" (
	"catalog_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"list_order" integer,
	CONSTRAINT "category_product_assignments_catalog_id_category_id_product_id_pk" PRIMARY KEY("catalog_id","category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "dcf_categories" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dcf_categories_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "content_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_counter" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"address_name" text,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"editable" boolean DEFAULT true NOT NULL,
	"address_type" text DEFAULT 'Residence' NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credit_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"card_type" text NOT NULL,
	"partial_account_number" text NOT NULL,
	"expiration_date" text NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_assignments" (
	"user_group_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "customer_group_assignments_user_id_user_group_id_pk" PRIMARY KEY("user_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_comm_group" boolean DEFAULT false NOT NULL,
	"is_bachmans_group" boolean DEFAULT false NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"author_id" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"charge" text DEFAULT 'N' NOT NULL,
	"eagle_customer_number" text,
	"cecs_customer_number" text,
	"loyalty_card_number" text,
	"loyalty_id" text,
	"created_from" text,
	"last_order_submitted" timestamp with time zone,
	"last_login" timestamp with time zone,
	"cecs_sync_status" text,
	"cecs_synced_at" timestamp with time zone,
	"training_user" boolean DEFAULT false NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"card_number" text PRIMARY KEY NOT NULL,
	"cecs_award_account_id" text,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spending_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"avail_credit" numeric(12, 2) DEFAULT '0' NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_name" text NOT NULL,
	"address_name" text,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text NOT NULL,
	"surcharge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"route_code" text NOT NULL,
	"state" text DEFAULT 'Minnesota' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"surcharge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_position" text NOT NULL,
	"pin_enabled" boolean DEFAULT false NOT NULL,
	"web_generated" boolean DEFAULT false NOT NULL,
	"purchased" boolean DEFAULT false NOT NULL,
	"purchased_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_job_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"row_number" integer,
	"error_on" text NOT NULL,
	"error" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_job_rows" (
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bulk_job_rows_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"date_requested" timestamp with time zone DEFAULT now() NOT NULL,
	"date_started" timestamp with time zone,
	"date_completed" timestamp with time zone,
	"total_count" integer DEFAULT 0 NOT NULL,
	"total_processed" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"original_file_name" text NOT NULL,
	"file_content_type" text NOT NULL,
	"file" "bytea" NOT NULL,
	"requested_by" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"shipment_id" text,
	"product_id" text NOT NULL,
	"product" jsonb NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "line_items_order_id_id_pk" PRIMARY KEY("order_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"from_user" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_submitted" timestamp with time zone,
	"billing_address" jsonb,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"order_taker_id" text,
	"bulk_order" boolean DEFAULT false NOT NULL,
	"orphaned_account" boolean DEFAULT false NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"delivery_method" text NOT NULL,
	"address_type" text DEFAULT 'Residence' NOT NULL,
	"requested_delivery_date" text,
	"print_at_store" text DEFAULT '02' NOT NULL,
	"tracking_number" text,
	"cost" numeric(12, 2),
	"netsuite_status" text,
	"netsuite_at" timestamp with time zone,
	"eagle_status" text,
	"eagle_at" timestamp with time zone,
	"date_submitted" timestamp with time zone,
	"from_user_id" text NOT NULL,
	"order_taker_id" text,
	"ship_to" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"name" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"apply_tax" boolean DEFAULT true NOT NULL,
	"price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_spec_assignments" (
	"spec_id" text NOT NULL,
	"product_id" text NOT NULL,
	"default_value" text,
	"default_option_id" text,
	CONSTRAINT "product_spec_assignments_spec_id_product_id_pk" PRIMARY KEY("spec_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"product_code" text NOT NULL,
	"is_default_product" boolean DEFAULT false NOT NULL,
	"web_name" text,
	"description" text,
	"visible" boolean DEFAULT false NOT NULL,
	"oms_visible" boolean DEFAULT false NOT NULL,
	"department" text,
	"class" text,
	"fineline" text,
	"retail_price" numeric(12, 2),
	"promotion_price" numeric(12, 2),
	"quantity_available" integer DEFAULT 0 NOT NULL,
	"safety_stock" integer,
	"infinite_inventory" boolean DEFAULT false NOT NULL,
	"release_date1" timestamp with time zone,
	"release_date2" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_grown" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_workshop" boolean DEFAULT false NOT NULL,
	"is_workshop_event" boolean DEFAULT false NOT NULL,
	"default_price_schedule_id" text,
	"quantity_multiplier" integer DEFAULT 1 NOT NULL,
	"ship_height" numeric,
	"ship_width" numeric,
	"ship_length" numeric,
	"ship_weight" numeric,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_options" (
	"spec_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"price_markup_type" text DEFAULT 'NoMarkup' NOT NULL,
	"price_markup" numeric(12, 2),
	"list_order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "spec_options_spec_id_id_pk" PRIMARY KEY("spec_id","id")
);
--> statement-breakpoint
CREATE TABLE "specs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_credit_cards" ADD CONSTRAINT "customer_credit_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_group_assignments" ADD CONSTRAINT "customer_group_assignments_user_group_id_customer_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_assignments" ADD CONSTRAINT "customer_group_assignments_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "spending_accounts" ADD CONSTRAINT "spending_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "bulk_job_errors" ADD CONSTRAINT "bulk_job_errors_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_assignments" ADD CONSTRAINT "product_spec_assignments_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_assignments" ADD CONSTRAINT "product_spec_assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "spec_options" ADD CONSTRAINT "spec_options_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("catalog_id","parent_id","list_order");--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_product_assignments_product_idx" ON "category_product_assignments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "dcf_categories_name_idx" ON "dcf_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "content_assets_newest_idx" ON "content_assets" USING btree ("date_created","id");--> statement-breakpoint
CREATE INDEX "content_assets_description_idx" ON "content_assets" USING btree ("description","date_created");--> statement-breakpoint
CREATE INDEX "content_assets_title_trgm" ON "content_assets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_entries_type_idx" ON "content_entries" USING btree ("content_type","title");--> statement-breakpoint
CREATE INDEX "content_entries_title_trgm" ON "content_entries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","date_created");--> statement-breakpoint
CREATE INDEX "customer_credit_cards_customer_idx" ON "customer_credit_cards" USING btree ("customer_id","date_created");--> statement-breakpoint
CREATE INDEX "customer_group_assignments_group_idx" ON "customer_group_assignments" USING btree ("user_group_id","user_id");--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_username_lower_key" ON "customers" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "customers_first_name_idx" ON "customers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "customers_date_created_idx" ON "customers" USING btree ("date_created","id");--> statement-breakpoint
CREATE INDEX "customers_last_order_idx" ON "customers" USING btree ("last_order_submitted");--> statement-breakpoint
CREATE INDEX "customers_last_login_idx" ON "customers" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "customers_synced_idx" ON "customers" USING btree ("cecs_synced_at");--> statement-breakpoint
CREATE INDEX "customers_eagle_idx" ON "customers" USING btree ("eagle_customer_number");--> statement-breakpoint
CREATE INDEX "customers_loyalty_card_idx" ON "customers" USING btree ("loyalty_card_number");--> statement-breakpoint
CREATE INDEX "customers_training_idx" ON "customers" USING btree ("last_name","id") WHERE "customers"."training_user";--> statement-breakpoint
CREATE INDEX "customers_active_last_name_idx" ON "customers" USING btree ("active","last_name","id");--> statement-breakpoint
CREATE INDEX "customers_id_trgm" ON "customers" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm" ON "customers" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm" ON "customers" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "spending_accounts_customer_key" ON "spending_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "destinations_type_name_idx" ON "destinations" USING btree ("type","company_name");--> statement-breakpoint
CREATE INDEX "destinations_name_idx" ON "destinations" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "destinations_name_trgm" ON "destinations" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_city_trgm" ON "destinations" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "route_codes_zip_city_key" ON "route_codes" USING btree ("zip",lower("city"));--> statement-breakpoint
CREATE INDEX "route_codes_city_idx" ON "route_codes" USING btree ("city");--> statement-breakpoint
CREATE INDEX "gift_cards_purchased_idx" ON "gift_cards" USING btree ("purchased","id");--> statement-breakpoint
CREATE INDEX "gift_cards_id_trgm" ON "gift_cards" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bulk_job_errors_job_idx" ON "bulk_job_errors" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "bulk_job_rows_pending_idx" ON "bulk_job_rows" USING btree ("job_id","row_number") WHERE "bulk_job_rows"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "bulk_jobs_type_idx" ON "bulk_jobs" USING btree ("job_type","date_requested");--> statement-breakpoint
CREATE INDEX "bulk_jobs_unfinished_idx" ON "bulk_jobs" USING btree ("date_requested") WHERE "bulk_jobs"."status" <> 'complete';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_entity_idx" ON "outbox" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "redirects_slug_trgm" ON "redirects" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redirects_destination_trgm" ON "redirects" USING gin ("destination" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "line_items_product_idx" ON "line_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_from_user_idx" ON "orders" USING btree ("from_user_id","date_submitted");--> statement-breakpoint
CREATE INDEX "orders_taker_idx" ON "orders" USING btree ("order_taker_id","date_submitted");--> statement-breakpoint
CREATE INDEX "orders_submitted_idx" ON "orders" USING btree ("date_submitted","id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_submitted_idx" ON "shipments" USING btree ("date_submitted","id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_netsuite_idx" ON "shipments" USING btree ("netsuite_status","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_eagle_idx" ON "shipments" USING btree ("eagle_status","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_taker_idx" ON "shipments" USING btree ("order_taker_id","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_user_idx" ON "shipments" USING btree ("from_user_id","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_store_idx" ON "shipments" USING btree ("print_at_store","date_submitted");--> statement-breakpoint
CREATE INDEX "shipments_search_trgm" ON "shipments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_spec_assignments_product_idx" ON "product_spec_assignments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("product_code","is_default_product");--> statement-breakpoint
CREATE INDEX "products_default_code_idx" ON "products" USING btree ("product_code") WHERE "products"."is_default_product";--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" USING btree ("department");--> statement-breakpoint
CREATE INDEX "products_class_idx" ON "products" USING btree ("class");--> statement-breakpoint
CREATE INDEX "products_fineline_idx" ON "products" USING btree ("fineline");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_release_date1_idx" ON "products" USING btree ("release_date1");--> statement-breakpoint
CREATE INDEX "products_events_idx" ON "products" USING btree ("is_workshop_event","name") WHERE "products"."is_workshop";--> statement-breakpoint
CREATE INDEX "products_id_trgm" ON "products" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_web_name_trgm" ON "products" USING gin ("web_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specs_name_idx" ON "specs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stores_company_name_trgm" ON "stores" USING gin ("company_name" gin_trgm_ops);