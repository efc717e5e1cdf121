CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_attempts" (
	"handle_hash" varchar(64) PRIMARY KEY NOT NULL,
	"state" varchar(200) NOT NULL,
	"nonce" varchar(200) NOT NULL,
	"code_verifier" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "postulacion_rut_viva" ON "postulacion_sellos" USING btree ("rut_institucion") WHERE estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada');--> statement-breakpoint
CREATE UNIQUE INDEX "postulacion_direccion_viva" ON "postulacion_sellos" USING btree ("comuna_id",lower(regexp_replace(btrim(direccion_fisica), '[[:space:]]+', ' ', 'g'))) WHERE estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada');