CREATE TABLE "comprobantes" (
	"postulacion_sello_id" integer PRIMARY KEY NOT NULL,
	"referencia" varchar(30) NOT NULL,
	"enviada_at" timestamp with time zone NOT NULL,
	"proximos_pasos" jsonb NOT NULL,
	"plazo" date,
	"archivo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comprobantes_referencia_unique" UNIQUE("referencia")
);
--> statement-breakpoint
CREATE TABLE "convocatoria_categorias" (
	"convocatoria_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"umbral_porcentaje" integer NOT NULL,
	CONSTRAINT "convocatoria_categorias_convocatoria_id_categoria_id_pk" PRIMARY KEY("convocatoria_id","categoria_id"),
	CONSTRAINT "convocatoria_umbral" CHECK ("convocatoria_categorias"."umbral_porcentaje" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "convocatorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"anno" integer NOT NULL,
	"abre_en" timestamp with time zone NOT NULL,
	"cierra_en" timestamp with time zone NOT NULL,
	"resultados_en" date,
	"bases_archivo_id" uuid,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convocatorias_anno_unique" UNIQUE("anno"),
	CONSTRAINT "convocatorias_fechas" CHECK ("convocatorias"."cierra_en" > "convocatorias"."abre_en")
);
--> statement-breakpoint
ALTER TABLE "evaluaciones" ALTER COLUMN "cumple" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD COLUMN "convocatoria_id" integer;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "adjunto_id" uuid;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_postulacion_sello_id_postulacion_sellos_id_fk" FOREIGN KEY ("postulacion_sello_id") REFERENCES "public"."postulacion_sellos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatoria_categorias" ADD CONSTRAINT "convocatoria_categorias_convocatoria_id_convocatorias_id_fk" FOREIGN KEY ("convocatoria_id") REFERENCES "public"."convocatorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatoria_categorias" ADD CONSTRAINT "convocatoria_categorias_categoria_id_categoria_postulaciones_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_postulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatorias" ADD CONSTRAINT "convocatorias_bases_archivo_id_archivos_id_fk" FOREIGN KEY ("bases_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_sellos" ADD CONSTRAINT "postulacion_sellos_convocatoria_id_convocatorias_id_fk" FOREIGN KEY ("convocatoria_id") REFERENCES "public"."convocatorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_adjunto_id_archivos_id_fk" FOREIGN KEY ("adjunto_id") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- At most one call open at any instant: no two windows overlap (drizzle-kit cannot express EXCLUDE).
ALTER TABLE "convocatorias" ADD CONSTRAINT "convocatorias_sin_solape" EXCLUDE USING gist (tstzrange("abre_en", "cierra_en", '[)') WITH &&);--> statement-breakpoint
-- Phones are stored in one format, +56 and the nine digits (issue 60): the ones saved before are converted.
UPDATE "rep_legales" SET "telefono_rep_legal" = '+56' || right(regexp_replace("telefono_rep_legal", '\D', '', 'g'), 9)
  WHERE regexp_replace("telefono_rep_legal", '\D', '', 'g') ~ '^(56)?[2-9][0-9]{8}$';--> statement-breakpoint
UPDATE "encargados" SET "telefono_encargado" = '+56' || right(regexp_replace("telefono_encargado", '\D', '', 'g'), 9)
  WHERE regexp_replace("telefono_encargado", '\D', '', 'g') ~ '^(56)?[2-9][0-9]{8}$';
