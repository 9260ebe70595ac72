CREATE TABLE "admin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"store_address_id" text,
	"last_password_change" bigint,
	"password_hash" text,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_permission_group" boolean DEFAULT true NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_profile_assignments" (
	"security_profile_id" text NOT NULL,
	"user_group_id" text NOT NULL,
	CONSTRAINT "security_profile_assignments_security_profile_id_user_group_id_pk" PRIMARY KEY("security_profile_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "security_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_assignments" (
	"user_group_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "user_group_assignments_user_group_id_user_id_pk" PRIMARY KEY("user_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"access_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_hash" text,
	"previous_refresh_hash" text,
	"refresh_expires_at" timestamp with time zone,
	"password_attempts_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"street1" text,
	"street2" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"store_type" text,
	"active" boolean DEFAULT false NOT NULL,
	"xp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_profile_assignments" ADD CONSTRAINT "security_profile_assignments_security_profile_id_security_profiles_id_fk" FOREIGN KEY ("security_profile_id") REFERENCES "public"."security_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_profile_assignments" ADD CONSTRAINT "security_profile_assignments_user_group_id_permission_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."permission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_assignments" ADD CONSTRAINT "user_group_assignments_user_group_id_permission_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."permission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_assignments" ADD CONSTRAINT "user_group_assignments_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower_key" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "admin_users_email_lower_idx" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_users_store_idx" ON "admin_users" USING btree ("store_address_id");--> statement-breakpoint
CREATE INDEX "admin_users_date_created_idx" ON "admin_users" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "user_group_assignments_user_idx" ON "user_group_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_access_hash_key" ON "sessions" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_hash_key" ON "sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_refresh_hash_idx" ON "sessions" USING btree ("previous_refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_company_name_idx" ON "stores" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "stores_type_idx" ON "stores" USING btree ("store_type");