CREATE TABLE "lead_routing" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid,
	"state" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"holders" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer_due_at" timestamp with time zone,
	"round_started_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_routing_state_check" CHECK ("lead_routing"."state" in ('waiting', 'ringing', 'unanswered', 'answered', 'everyone'))
);
--> statement-breakpoint
CREATE TABLE "person_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_availability_status_check" CHECK ("person_availability"."status" in ('available', 'away'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "team_members_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"countries" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "lead_outbox" DROP CONSTRAINT "lead_outbox_channel_check";--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP CONSTRAINT "push_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "step" integer;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_routing" ADD CONSTRAINT "lead_routing_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing" ADD CONSTRAINT "lead_routing_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_availability" ADD CONSTRAINT "person_availability_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_routing_due_idx" ON "lead_routing" USING btree ("answer_due_at") WHERE "lead_routing"."state" = 'ringing';--> statement-breakpoint
CREATE INDEX "lead_routing_open_idx" ON "lead_routing" USING btree ("team_id","state") WHERE "lead_routing"."state" in ('waiting', 'ringing', 'unanswered');--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lead_events_routed_idx" ON "lead_events" USING btree ("created_at") WHERE "lead_events"."kind" = 'routed';--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP CONSTRAINT "push_deliveries_pk";
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_pk" PRIMARY KEY("lead_id","subscription_id","kind","step");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('status', 'assigned', 'spam', 'restored', 'erased', 'retried', 'reached', 'routed', 'unanswered', 'waiting', 'exported'));--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_channel_check" CHECK ("lead_outbox"."channel" in ('email', 'webhook', 'push', 'realert', 'assigned', 'unanswered'));--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_kind_check" CHECK ("push_deliveries"."kind" in ('new', 'realert', 'assigned', 'unanswered'));