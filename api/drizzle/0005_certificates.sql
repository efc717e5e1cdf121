CREATE TABLE "certificados" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"institucion_reconocida_id" integer NOT NULL,
	"postulacion_sello_id" integer,
	"titulo" varchar(255) NOT NULL,
	"rut" varchar(20) NOT NULL,
	"categoria_id" integer,
	"anno_certificacion" integer NOT NULL,
	"region_id" integer,
	"comuna_id" integer,
	"otorgado_el" date NOT NULL,
	"motivo" text,
	"emitido_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reemplazado_at" timestamp with time zone,
	CONSTRAINT "certificados_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "revocaciones" (
	"institucion_reconocida_id" integer PRIMARY KEY NOT NULL,
	"motivo" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_institucion_reconocida_id_instituciones_reconocidas_id_fk" FOREIGN KEY ("institucion_reconocida_id") REFERENCES "public"."instituciones_reconocidas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_region_id_regiones_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_comuna_id_comunas_id_fk" FOREIGN KEY ("comuna_id") REFERENCES "public"."comunas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revocaciones" ADD CONSTRAINT "revocaciones_institucion_reconocida_id_instituciones_reconocidas_id_fk" FOREIGN KEY ("institucion_reconocida_id") REFERENCES "public"."instituciones_reconocidas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_vigente" ON "certificados" USING btree ("institucion_reconocida_id") WHERE reemplazado_at is null;--> statement-breakpoint
CREATE INDEX "certificados_rut" ON "certificados" USING btree ("rut");