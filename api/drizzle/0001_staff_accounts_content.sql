CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia_redirecciones" (
	"url_antigua" varchar(255) PRIMARY KEY NOT NULL,
	"noticia_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia_revisiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"noticia_id" integer NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"url" varchar(255) NOT NULL,
	"cuerpo" text NOT NULL,
	"imagen_id" uuid,
	"imagen_alt" varchar(300) DEFAULT '' NOT NULL,
	"imagen_mobile_id" uuid,
	"imagen_mobile_alt" varchar(300) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"publicar_en" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "landing_image_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instituciones_reconocidas" ADD COLUMN "logo_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "imagen_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "imagen_mobile_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "publicar_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_redirecciones" ADD CONSTRAINT "noticia_redirecciones_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_revisiones" ADD CONSTRAINT "noticia_revisiones_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_revisiones" ADD CONSTRAINT "noticia_revisiones_imagen_id_archivos_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_revisiones" ADD CONSTRAINT "noticia_revisiones_imagen_mobile_id_archivos_id_fk" FOREIGN KEY ("imagen_mobile_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "noticia_revisiones_noticia" ON "noticia_revisiones" USING btree ("noticia_id");