CREATE TABLE "archivos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"nombre_original" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"publico" boolean NOT NULL,
	"postulante_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archivos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" varchar(40) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria_postulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	CONSTRAINT "categoria_postulaciones_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "claveunica_dev_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"run" varchar(20) NOT NULL,
	"clave_hash" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"lastname" varchar(200) NOT NULL,
	CONSTRAINT "claveunica_dev_identities_run_unique" UNIQUE("run")
);
--> statement-breakpoint
CREATE TABLE "comunas" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descargables" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(255) NOT NULL,
	"ubicacion" varchar(255) NOT NULL,
	"documento_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encargados" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"nombre_encargado" varchar(255) NOT NULL,
	"cargo_encargado" varchar(255) NOT NULL,
	"rut_encargado" varchar(20) NOT NULL,
	"telefono_encargado" varchar(20) NOT NULL,
	"correo_encargado" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encargados_postulacion_sello_id_unique" UNIQUE("postulacion_sello_id")
);
--> statement-breakpoint
CREATE TABLE "estado_requisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	CONSTRAINT "estado_requisitos_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "historial_postulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"institucion_id" integer NOT NULL,
	"resultado_postulacion_id" integer NOT NULL,
	"progreso_postulacion" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"texto_bajada" text DEFAULT '' NOT NULL,
	"landing_image_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instituciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"rut" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instituciones_reconocidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"logo_id" uuid,
	"texto" text,
	"tipo_reconocimiento" varchar(255) NOT NULL,
	"anno_certificacion" integer NOT NULL,
	"categoria_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medios_verificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"nombre" varchar(300) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"archivo_base_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(255) NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"cuerpo" text NOT NULL,
	"excerpt" text NOT NULL,
	"imagen_id" uuid,
	"imagen_mobile_id" uuid,
	"activo" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "noticias_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "obtencion_sello_p1" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"bitacora_id" uuid,
	"declaracion_autoridad_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obtencion_sello_p1_postulacion_sello_id_unique" UNIQUE("postulacion_sello_id")
);
--> statement-breakpoint
CREATE TABLE "obtencion_sello_p2" (
	"id" serial PRIMARY KEY NOT NULL,
	"obtencion_sello_p1_id" integer NOT NULL,
	"medio_verificacion_id" integer,
	"archivo_verificacion_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obtencion_sello_p3" (
	"id" serial PRIMARY KEY NOT NULL,
	"obtencion_sello_p1_id" integer NOT NULL,
	"descripcion" text,
	"archivo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postulacion_sellos" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"institucion_id" integer NOT NULL,
	"nombre_institucion" varchar(255) NOT NULL,
	"rut_institucion" varchar(20) NOT NULL,
	"rubro_institucion" varchar(255) NOT NULL,
	"tipo_institucion_id" integer NOT NULL,
	"direccion_fisica" varchar(255) NOT NULL,
	"region_id" integer NOT NULL,
	"comuna_id" integer NOT NULL,
	"cant_trabajadores" integer NOT NULL,
	"cant_trabajadores_discapacidad" integer NOT NULL,
	"categoria_id" integer,
	"year" integer,
	"estado" varchar(20) DEFAULT 'Borrador' NOT NULL,
	"step" integer DEFAULT 2 NOT NULL,
	"evaluado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postulantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"run" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"lastname" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postulantes_run_unique" UNIQUE("run")
);
--> statement-breakpoint
CREATE TABLE "regiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regiones_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "rep_legales" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"nombre_rep_legal" varchar(255) NOT NULL,
	"cargo_rep_legal" varchar(255) NOT NULL,
	"rut_rep_legal" varchar(20) NOT NULL,
	"telefono_rep_legal" varchar(20) NOT NULL,
	"correo_rep_legal" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rep_legales_postulacion_sello_id_unique" UNIQUE("postulacion_sello_id")
);
--> statement-breakpoint
CREATE TABLE "requisito_postulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"obtencion_sello_p1_id" integer NOT NULL,
	"requisito_id" integer NOT NULL,
	"medio_verificacion" text,
	"archivo_id" uuid,
	"estado_requisito_id" integer NOT NULL,
	"puntaje_evaluado" integer,
	"cumple" boolean,
	"comentario" text,
	"evaluado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"nombre" varchar(300) NOT NULL,
	"medio_verificacion" text NOT NULL,
	"ptje_total" integer NOT NULL,
	"detalles" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resultado_postulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	CONSTRAINT "resultado_postulaciones_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tipo_instituciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	CONSTRAINT "tipo_instituciones_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"lastname" varchar(120) NOT NULL,
	"role" varchar(20) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "comunas" ADD CONSTRAINT "comunas_region_id_regiones_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descargables" ADD CONSTRAINT "descargables_documento_id_archivos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encargados" ADD CONSTRAINT "encargados_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_postulaciones" ADD CONSTRAINT "historial_postulaciones_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_postulaciones" ADD CONSTRAINT "historial_postulaciones_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_postulaciones" ADD CONSTRAINT "historial_postulaciones_resultado_postulacion_id_resultado_postulaciones_id_fk" FOREIGN KEY ("resultado_postulacion_id") REFERENCES "public"."resultado_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_content" ADD CONSTRAINT "home_content_landing_image_id_archivos_id_fk" FOREIGN KEY ("landing_image_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instituciones" ADD CONSTRAINT "instituciones_postulante_id_postulantes_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instituciones_reconocidas" ADD CONSTRAINT "instituciones_reconocidas_logo_id_archivos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instituciones_reconocidas" ADD CONSTRAINT "instituciones_reconocidas_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_verificacion" ADD CONSTRAINT "medios_verificacion_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_verificacion" ADD CONSTRAINT "medios_verificacion_archivo_base_id_archivos_id_fk" FOREIGN KEY ("archivo_base_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_imagen_id_archivos_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_imagen_mobile_id_archivos_id_fk" FOREIGN KEY ("imagen_mobile_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p1" ADD CONSTRAINT "obtencion_sello_p1_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p1" ADD CONSTRAINT "obtencion_sello_p1_bitacora_id_archivos_id_fk" FOREIGN KEY ("bitacora_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p1" ADD CONSTRAINT "obtencion_sello_p1_declaracion_autoridad_id_archivos_id_fk" FOREIGN KEY ("declaracion_autoridad_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p2" ADD CONSTRAINT "obtencion_sello_p2_obtencion_sello_p1_id_obtencion_sello_p1_id_fk" FOREIGN KEY ("obtencion_sello_p1_id") REFERENCES "public"."obtencion_sello_p1"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p2" ADD CONSTRAINT "obtencion_sello_p2_medio_verificacion_id_medios_verificacion_id_fk" FOREIGN KEY ("medio_verificacion_id") REFERENCES "public"."medios_verificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p2" ADD CONSTRAINT "obtencion_sello_p2_archivo_verificacion_id_archivos_id_fk" FOREIGN KEY ("archivo_verificacion_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p3" ADD CONSTRAINT "obtencion_sello_p3_obtencion_sello_p1_id_obtencion_sello_p1_id_fk" FOREIGN KEY ("obtencion_sello_p1_id") REFERENCES "public"."obtencion_sello_p1"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obtencion_sello_p3" ADD CONSTRAINT "obtencion_sello_p3_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_postulante_id_postulantes_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_tipo_institucion_id_tipo_instituciones_id_fk" FOREIGN KEY ("tipo_institucion_id") REFERENCES "public"."tipo_instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_region_id_regiones_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_comuna_id_comunas_id_fk" FOREIGN KEY ("comuna_id") REFERENCES "public"."comunas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_legales" ADD CONSTRAINT "rep_legales_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_postulaciones" ADD CONSTRAINT "requisito_postulaciones_obtencion_sello_p1_id_obtencion_sello_p1_id_fk" FOREIGN KEY ("obtencion_sello_p1_id") REFERENCES "public"."obtencion_sello_p1"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_postulaciones" ADD CONSTRAINT "requisito_postulaciones_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_postulaciones" ADD CONSTRAINT "requisito_postulaciones_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_postulaciones" ADD CONSTRAINT "requisito_postulaciones_estado_requisito_id_estado_requisitos_id_fk" FOREIGN KEY ("estado_requisito_id") REFERENCES "public"."estado_requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comunas_region_nombre" ON "comunas" USING btree ("region_id","nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "descargables_nombre" ON "descargables" USING btree ("nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "instituciones_postulante_rut" ON "instituciones" USING btree ("postulante_id","rut");--> statement-breakpoint
CREATE UNIQUE INDEX "instituciones_reconocidas_titulo_anno" ON "instituciones_reconocidas" USING btree ("titulo","anno_certificacion");--> statement-breakpoint
CREATE UNIQUE INDEX "medios_categoria_nombre" ON "medios_verificacion" USING btree ("categoria_id","nombre");--> statement-breakpoint
CREATE INDEX "noticias_created" ON "noticias" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "postulacion_postulante" ON "postulacion_sellos" USING btree ("postulante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisito_postulacion_unique" ON "requisito_postulaciones" USING btree ("obtencion_sello_p1_id","requisito_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitos_categoria_nombre" ON "requisitos" USING btree ("categoria_id","nombre");--> statement-breakpoint
CREATE INDEX "sessions_subject" ON "sessions" USING btree ("kind","subject_id");