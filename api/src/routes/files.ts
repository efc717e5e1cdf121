import { create as contentDisposition } from 'content-disposition';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANY_USER, APPLICANT, type AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import {
  archivos, obtencionSelloP1, obtencionSelloP2, obtencionSelloP3, postulacionSellos, requisitoPostulaciones,
} from '../db/schema';
import { notFound } from '../lib/http-error';
import { deleteFileRows } from '../lib/uploads';
import { parseUuid } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { assertEditable, lockApplication } from '../services/applications';
import { reviewerMaySeeFile } from '../services/review/access';
import { applicationOfPrivateFile, recordStaffAccess } from '../services/privacy/staff-access';

/** The application a private file belongs to, whichever table references it. */
async function applicationOfFile(db: DbOrTx, fileId: string) {
  const viaP1 = await db.select({ app: postulacionSellos, p1: obtencionSelloP1 }).from(obtencionSelloP1)
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, obtencionSelloP1.postulacion_sello_id))
    .where(or(eq(obtencionSelloP1.bitacora_id, fileId), eq(obtencionSelloP1.declaracion_autoridad_id, fileId))).limit(1);
  if (viaP1[0]) return { app: viaP1[0].app, kind: 'p1' as const, p1: viaP1[0].p1 };
  const viaP2 = await db.select({ app: postulacionSellos }).from(obtencionSelloP2)
    .innerJoin(obtencionSelloP1, eq(obtencionSelloP1.id, obtencionSelloP2.obtencion_sello_p1_id))
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, obtencionSelloP1.postulacion_sello_id))
    .where(eq(obtencionSelloP2.archivo_verificacion_id, fileId)).limit(1);
  if (viaP2[0]) return { app: viaP2[0].app, kind: 'p2' as const };
  const viaP3 = await db.select({ app: postulacionSellos }).from(obtencionSelloP3)
    .innerJoin(obtencionSelloP1, eq(obtencionSelloP1.id, obtencionSelloP3.obtencion_sello_p1_id))
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, obtencionSelloP1.postulacion_sello_id))
    .where(eq(obtencionSelloP3.archivo_id, fileId)).limit(1);
  if (viaP3[0]) return { app: viaP3[0].app, kind: 'p3' as const };
  const viaReq = await db.select({ app: postulacionSellos }).from(requisitoPostulaciones)
    .innerJoin(obtencionSelloP1, eq(obtencionSelloP1.id, requisitoPostulaciones.obtencion_sello_p1_id))
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, obtencionSelloP1.postulacion_sello_id))
    .where(eq(requisitoPostulaciones.archivo_id, fileId)).limit(1);
  if (viaReq[0]) return { app: viaReq[0].app, kind: 'requisito' as const };
  return null;
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/archivos/:id/descargar', { config: { roles: ANY_USER } }, async (request, reply) => {
    const auth = requireAuth(request);
    const id = parseUuid((request.params as { id: string }).id);
    const [file] = id ? await ctx.db.select().from(archivos).where(eq(archivos.id, id)).limit(1) : [];
    // Applicants see only their own files; a foreign id answers exactly like a missing one.
    if (!file || (auth.kind === 'postulante' && file.postulante_id !== auth.id)) throw notFound('El archivo no existe.');
    // A reviewer reaches only the files of applications assigned to them, after declaring no conflict.
    if (auth.role === 'revisor' && !file.publico && !(await reviewerMaySeeFile(ctx, auth.id, file.id))) throw notFound('El archivo no existe.');
    if (file.eliminado_at) throw notFound('El archivo fue eliminado según la política de conservación de datos.');
    if (!(await ctx.storage.exists(file.storage_key))) throw notFound('El archivo no existe.');
    // A staff member opening an applicant's document is recorded (who, when, which application and file).
    if (auth.kind === 'staff' && !file.publico) {
      await recordStaffAccess(ctx.db, auth, { postulacionId: await applicationOfPrivateFile(ctx.db, file.id), archivoId: file.id, recurso: 'documento' });
    }
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(file.nombre_original))
      .send(ctx.storage.read(file.storage_key));
  });

  app.delete('/api/archivos/:id', { config: { roles: APPLICANT } }, async (request) => {
    const auth = requireAuth(request);
    const id = parseUuid((request.params as { id: string }).id);
    const [file] = id ? await ctx.db.select().from(archivos).where(eq(archivos.id, id)).limit(1) : [];
    if (!file || file.postulante_id !== auth.id) throw notFound('El archivo no existe.');
    const found = await applicationOfFile(ctx.db, file.id);
    if (!found || found.app.postulante_id !== auth.id) throw notFound('El archivo no existe.');
    assertEditable(found.app);
    const keys = await ctx.db.transaction(async (tx) => {
      // Checked again under the application's lock: a send (or another deletion) may have committed
      // since the check above; then this one answers as if it came after it, and changes nothing.
      await lockApplication(tx, found.app.id, assertEditable);
      const owner = await applicationOfFile(tx, file.id);
      if (!owner || owner.app.id !== found.app.id) throw notFound('El archivo no existe.');
      if (owner.kind === 'p1') {
        await tx.update(obtencionSelloP1).set({
          bitacora_id: sql`case when ${obtencionSelloP1.bitacora_id} = ${file.id} then null else ${obtencionSelloP1.bitacora_id} end`,
          declaracion_autoridad_id: sql`case when ${obtencionSelloP1.declaracion_autoridad_id} = ${file.id} then null else ${obtencionSelloP1.declaracion_autoridad_id} end`,
          updated_at: sql`now()`,
        }).where(eq(obtencionSelloP1.id, owner.p1.id));
      } else if (owner.kind === 'p2') {
        await tx.delete(obtencionSelloP2).where(eq(obtencionSelloP2.archivo_verificacion_id, file.id));
      } else if (owner.kind === 'p3') {
        await tx.delete(obtencionSelloP3).where(eq(obtencionSelloP3.archivo_id, file.id));
      } else {
        await tx.update(requisitoPostulaciones).set({ archivo_id: null, updated_at: sql`now()` }).where(eq(requisitoPostulaciones.archivo_id, file.id));
      }
      const removed = await deleteFileRows(tx, [file.id]);
      if (removed.length === 0) throw notFound('El archivo no existe.');
      return removed;
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    return { message: 'Archivo eliminado.' };
  });
}
