CREATE TABLE "online_charges" (
	"account_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"studio_id" uuid NOT NULL,
	"checkout_id" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer,
	"platform_fee_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "online_charges_pkey" PRIMARY KEY("studio_id","account_id","payment_intent_id"),
	CONSTRAINT "online_charges_checkout_key" UNIQUE("studio_id","checkout_id"),
	CONSTRAINT "online_charges_amounts_nonnegative" CHECK ("online_charges"."gross_cents" >= 0 and coalesce("online_charges"."fee_cents", 0) >= 0 and "online_charges"."platform_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"studio_id" uuid NOT NULL,
	"status" text DEFAULT 'onboarding' NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	"disconnected_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_accounts_studio_account_key" UNIQUE("studio_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "payments_customers" (
	"studio_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_customers_pkey" PRIMARY KEY("studio_id","account_id","student_id"),
	CONSTRAINT "payments_customers_customer_key" UNIQUE("studio_id","account_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text NOT NULL,
	"studio_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_account_id" text;--> statement-breakpoint
ALTER TABLE "online_charges" ADD CONSTRAINT "online_charges_account_fk" FOREIGN KEY ("studio_id","account_id") REFERENCES "public"."payments_accounts"("studio_id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_customers" ADD CONSTRAINT "payments_customers_account_fk" FOREIGN KEY ("studio_id","account_id") REFERENCES "public"."payments_accounts"("studio_id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_customers" ADD CONSTRAINT "payments_customers_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_fk" FOREIGN KEY ("studio_id","account_id","student_id") REFERENCES "public"."payments_customers"("studio_id","account_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_charges_studio_idx" ON "online_charges" USING btree ("studio_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_accounts_current_key" ON "payments_accounts" USING btree ("studio_id") WHERE "payments_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE INDEX "saved_cards_student_idx" ON "saved_cards" USING btree ("studio_id","student_id");