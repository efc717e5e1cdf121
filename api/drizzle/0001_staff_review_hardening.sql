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
CREATE TABLE "asignaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"revisor_id" integer NOT NULL,
	"fecha_limite" date NOT NULL,
	"asignada_por" integer,
	"activa" boolean DEFAULT true NOT NULL,
	"removida_at" timestamp with time zone,
	"removida_por" integer,
	"declaracion" varchar(20),
	"declaracion_motivo" text,
	"declarada_at" timestamp with time zone,
	"evaluacion_enviada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consolidaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"requisito_id" integer NOT NULL,
	"puntaje" integer NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(255) NOT NULL,
	"asunto" varchar(255) NOT NULL,
	"cuerpo" text NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"estado" varchar(12) NOT NULL,
	"error" text,
	"postulacion_sello_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documento_versiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"clave" varchar(60) NOT NULL,
	"archivo_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"revisor_id" integer NOT NULL,
	"requisito_id" integer NOT NULL,
	"puntaje" integer NOT NULL,
	"cumple" boolean NOT NULL,
	"comentario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"clave" varchar(60) NOT NULL,
	"documento" varchar(300) NOT NULL,
	"texto" text NOT NULL,
	"plazo_respuesta" date NOT NULL,
	"archivo_id" uuid,
	"archivo_nuevo_id" uuid,
	"respondida_at" timestamp with time zone,
	"abierta" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicaciones" (
	"postulacion_sello_id" integer PRIMARY KEY NOT NULL,
	"institucion_reconocida_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reposiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"desde" varchar(20) NOT NULL,
	"motivo" text NOT NULL,
	"archivo_id" uuid,
	"decidida_por" integer,
	"resuelta_por" integer,
	"resuelta_at" timestamp with time zone,
	"aceptada" boolean,
	"motivo_resolucion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"desde" varchar(20) NOT NULL,
	"hasta" varchar(20) NOT NULL,
	"motivo" text,
	"user_id" integer,
	"plazo" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "umbrales_categoria" (
	"categoria_id" integer PRIMARY KEY NOT NULL,
	"porcentaje" integer NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "asignaciones" ADD CONSTRAINT "asignaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asignaciones" ADD CONSTRAINT "asignaciones_revisor_id_users_id_fk" FOREIGN KEY ("revisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidaciones" ADD CONSTRAINT "consolidaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidaciones" ADD CONSTRAINT "consolidaciones_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_versiones" ADD CONSTRAINT "documento_versiones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_versiones" ADD CONSTRAINT "documento_versiones_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_revisor_id_users_id_fk" FOREIGN KEY ("revisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_archivo_nuevo_id_archivos_id_fk" FOREIGN KEY ("archivo_nuevo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_institucion_reconocida_id_instituciones_reconocidas_id_fk" FOREIGN KEY ("institucion_reconocida_id") REFERENCES "public"."instituciones_reconocidas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reposiciones" ADD CONSTRAINT "reposiciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reposiciones" ADD CONSTRAINT "reposiciones_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transiciones" ADD CONSTRAINT "transiciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "umbrales_categoria" ADD CONSTRAINT "umbrales_categoria_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "noticia_revisiones_noticia" ON "noticia_revisiones" USING btree ("noticia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asignaciones_postulacion_revisor" ON "asignaciones" USING btree ("postulacion_sello_id","revisor_id");--> statement-breakpoint
CREATE INDEX "asignaciones_revisor" ON "asignaciones" USING btree ("revisor_id","activa");--> statement-breakpoint
CREATE UNIQUE INDEX "consolidaciones_unica" ON "consolidaciones" USING btree ("postulacion_sello_id","requisito_id");--> statement-breakpoint
CREATE INDEX "correos_estado" ON "correos" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "correos_postulacion" ON "correos" USING btree ("postulacion_sello_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_versiones_unica" ON "documento_versiones" USING btree ("postulacion_sello_id","clave","version");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluaciones_unica" ON "evaluaciones" USING btree ("postulacion_sello_id","revisor_id","requisito_id");--> statement-breakpoint
CREATE INDEX "observaciones_postulacion" ON "observaciones" USING btree ("postulacion_sello_id");--> statement-breakpoint
CREATE INDEX "reposiciones_postulacion" ON "reposiciones" USING btree ("postulacion_sello_id");--> statement-breakpoint
CREATE INDEX "transiciones_postulacion" ON "transiciones" USING btree ("postulacion_sello_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "postulacion_rut_viva" ON "postulacion_sellos" USING btree ("rut_institucion") WHERE estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada');--> statement-breakpoint
CREATE UNIQUE INDEX "postulacion_direccion_viva" ON "postulacion_sellos" USING btree ("comuna_id",lower(regexp_replace(btrim(direccion_fisica), '[[:space:]]+', ' ', 'g'))) WHERE estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada');