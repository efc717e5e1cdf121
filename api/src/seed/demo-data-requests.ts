// Demo requests of data subjects (issue 57), so the admins' queue shows real work: a suppression asked
// through the public form by the legal representative of a rejected demo application, and an access
// request of the demo applicant that is past its legal deadline (shown as overdue). Demo mode only,
// once (skipped when any request exists).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { postulacionSellos, postulantes, repLegales, solicitudDatosEventos, solicitudesDatos } from '../db/schema';
import { chileanDate } from '../services/review/common';
import { deadlineFrom } from '../services/privacy/data-requests';
import { DEMO_APPLICANT } from './data/applications';

const DAY = 86_400_000;

export async function seedDemoDataRequests(db: Db, dataRequestDays = 30): Promise<void> {
  const [any] = await db.select({ id: solicitudesDatos.id }).from(solicitudesDatos).limit(1);
  if (any) return;
  const [rejected] = await db.select({ app: postulacionSellos, rep: repLegales }).from(postulacionSellos)
    .innerJoin(repLegales, eq(repLegales.postulacion_sello_id, postulacionSellos.id))
    .where(eq(postulacionSellos.nombre_institucion, 'Universidad del Pacífico Sur')).limit(1);
  const [applicant] = await db.select().from(postulantes).where(eq(postulantes.run, DEMO_APPLICANT.run)).limit(1);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const add = async (values: typeof solicitudesDatos.$inferInsert, events: [string, string, Date][]) => {
      const [row] = await tx.insert(solicitudesDatos).values(values).returning();
      if (!row) return;
      for (const [tipo, descripcion, at] of events) await tx.insert(solicitudDatosEventos).values({ solicitud_id: row.id, tipo, descripcion, created_at: at });
    };
    if (rejected) {
      const received = new Date(now - 5 * DAY);
      const plazo = deadlineFrom(received, dataRequestDays);
      await add({
        tipo: 'supresion', estado: 'recibida', nombre: rejected.rep.nombre_rep_legal, run: rejected.rep.rut_rep_legal, email: rejected.rep.correo_rep_legal,
        alcance: `Mis datos como representante legal en la postulación de ${rejected.app.nombre_institucion}`, postulacion_sello_id: rejected.app.id,
        motivo: 'Ya no trabajo en la institución y la postulación terminó hace más de un año.', recibida_at: received, plazo, created_at: received,
      }, [
        ['presentada', 'Solicitud presentada en el formulario público; falta confirmar el correo.', received],
        ['recibida', `Solicitud recibida (correo confirmado). Plazo de respuesta: ${chileanDate(plazo)}.`, received],
      ]);
    }
    if (applicant) {
      const received = new Date(now - (dataRequestDays + 10) * DAY);
      const plazo = deadlineFrom(received, dataRequestDays);
      await add({
        tipo: 'acceso', estado: 'recibida', postulante_id: applicant.id, nombre: `${applicant.name} ${applicant.lastname}`, run: applicant.run,
        email: 'valentina.postulante@example.cl', alcance: 'Todos los datos personales que el portal tiene sobre mí.',
        motivo: 'Quiero saber qué datos guardan y quién los ha revisado.', recibida_at: received, plazo, created_at: received,
      }, [
        ['presentada', 'Solicitud presentada desde Mis datos (identidad verificada con ClaveÚnica).', received],
        ['recibida', `Solicitud recibida (identidad verificada con ClaveÚnica). Plazo de respuesta: ${chileanDate(plazo)}.`, received],
      ]);
    }
  });
}
