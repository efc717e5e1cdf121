CREATE TABLE "accesos_datos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rol" varchar(20) NOT NULL,
	"postulacion_sello_id" integer,
	"archivo_id" uuid,
	"recurso" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bloqueos_datos" (
	"id" serial PRIMARY KEY NOT NULL,
	"run" varchar(20) NOT NULL,
	"postulacion_sello_id" integer NOT NULL,
	"solicitud_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retencion_ejecuciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"origen" varchar(20) NOT NULL,
	"fecha_referencia" timestamp with time zone NOT NULL,
	"user_id" integer,
	"solicitud_id" integer,
	"conteos" jsonb NOT NULL,
	"elementos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitud_datos_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"descripcion" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_datos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"estado" varchar(20) NOT NULL,
	"postulante_id" integer,
	"nombre" varchar(255) NOT NULL,
	"run" varchar(20) NOT NULL,
	"email" varchar(255) NOT NULL,
	"alcance" text NOT NULL,
	"postulacion_sello_id" integer,
	"motivo" text NOT NULL,
	"token_hash" varchar(64),
	"token_expira_at" timestamp with time zone,
	"recibida_at" timestamp with time zone,
	"plazo" date,
	"resuelta_at" timestamp with time zone,
	"resuelta_por" integer,
	"respuesta" text,
	"fundamento_legal" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitudes_datos_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "texto_legal_revisiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(30) NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"contenido" text NOT NULL,
	"revisado_el" date NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textos_legales" (
	"slug" varchar(30) PRIMARY KEY NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"contenido" text NOT NULL,
	"revisado_el" date NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "eliminado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitud_datos_eventos" ADD CONSTRAINT "solicitud_datos_eventos_solicitud_id_solicitudes_datos_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_datos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texto_legal_revisiones" ADD CONSTRAINT "texto_legal_revisiones_slug_textos_legales_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."textos_legales"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accesos_datos_postulacion" ON "accesos_datos" USING btree ("postulacion_sello_id","id");--> statement-breakpoint
CREATE INDEX "accesos_datos_usuario" ON "accesos_datos" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bloqueos_datos_unico" ON "bloqueos_datos" USING btree ("run","postulacion_sello_id");--> statement-breakpoint
CREATE INDEX "solicitud_datos_eventos_solicitud" ON "solicitud_datos_eventos" USING btree ("solicitud_id","id");--> statement-breakpoint
CREATE INDEX "solicitudes_datos_estado" ON "solicitudes_datos" USING btree ("estado","plazo");--> statement-breakpoint
CREATE INDEX "solicitudes_datos_postulante" ON "solicitudes_datos" USING btree ("postulante_id");--> statement-breakpoint
CREATE INDEX "texto_legal_revisiones_slug" ON "texto_legal_revisiones" USING btree ("slug","id");