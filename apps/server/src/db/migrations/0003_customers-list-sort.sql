DROP INDEX "customers_last_name_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_idx";--> statement-breakpoint
DROP INDEX "customers_active_last_name_idx";--> statement-breakpoint
DROP INDEX "customers_training_idx";--> statement-breakpoint
CREATE INDEX "customers_last_name_sort_idx" ON "customers" USING btree ((lower("last_name") collate "C"),"id","last_name","active","date_created","charge","last_login","last_order_submitted","cecs_synced_at");--> statement-breakpoint
CREATE INDEX "customers_first_name_sort_idx" ON "customers" USING btree ((lower("first_name") collate "C"),"id","first_name");--> statement-breakpoint
CREATE INDEX "customers_training_idx" ON "customers" USING btree ((lower("last_name") collate "C"),"id") WHERE "customers"."training_user";