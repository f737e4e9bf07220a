CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_templates_locale_check" CHECK ("reply_templates"."locale" in ('en', 'zh-CN'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
CREATE INDEX "reply_templates_locale_idx" ON "reply_templates" USING btree ("locale","created_at");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('status', 'assigned', 'spam', 'restored', 'erased', 'retried', 'reached', 'exported'));