CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outbox_channel_check" CHECK ("lead_outbox"."channel" in ('email', 'webhook')),
	CONSTRAINT "lead_outbox_status_check" CHECK ("lead_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"notification_status" text NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'spam')),
	CONSTRAINT "leads_notification_status_check" CHECK ("leads"."notification_status" in ('none', 'pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_outbox_lead_idx" ON "lead_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_client_idx" ON "rate_limit_hits" USING btree ("client_key","created_at");