// Who of the staff opened which personal data, and when (Ley 21.719: the person may learn who
// accessed their data). Written on each read of an application's personal data, its expediente or
// one of its documents; admins list it; a data subject's access answer and Mis datos include it.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext, AuthInfo } from '../../context';
import type { DbOrTx } from '../../db/client';
import { accesosDatos, users } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { fullName } from '../review/common';

export type AccessedResource = 'datos_personales' | 'documento' | 'expediente';

export const RESOURCE_NAMES: Record<AccessedResource, string> = {
  datos_personales: 'Datos de la postulación (representante legal y persona encargada)',
  documento: 'Documento de la postulación',
  expediente: 'Expediente electrónico',
};

export async function recordStaffAccess(
  db: DbOrTx, auth: AuthInfo, what: { postulacionId: number | null; archivoId?: string | null; recurso: AccessedResource },
): Promise<void> {
  if (auth.kind !== 'staff') return;
  await db.insert(accesosDatos).values({
    user_id: auth.id, rol: auth.role, postulacion_sello_id: what.postulacionId, archivo_id: what.archivoId ?? null, recurso: what.recurso,
  });
}

/** The application a private file belongs to, whichever row refers to it (current file, earlier version, reposición). */
export async function applicationOfPrivateFile(db: DbOrTx, fileId: string): Promise<number | null> {
  const result = await db.execute(sql`
    select p1.postulacion_sello_id as id from obtencion_sello_p1 p1 where ${fileId} in (p1.bitacora_id, p1.declaracion_autoridad_id)
    union all select p1.postulacion_sello_id from obtencion_sello_p2 p2 join obtencion_sello_p1 p1 on p1.id = p2.obtencion_sello_p1_id where p2.archivo_verificacion_id = ${fileId}
    union all select p1.postulacion_sello_id from obtencion_sello_p3 p3 join obtencion_sello_p1 p1 on p1.id = p3.obtencion_sello_p1_id where p3.archivo_id = ${fileId}
    union all select p1.postulacion_sello_id from requisito_postulaciones r join obtencion_sello_p1 p1 on p1.id = r.obtencion_sello_p1_id where r.archivo_id = ${fileId}
    union all select postulacion_sello_id from documento_versiones where archivo_id = ${fileId}
    union all select postulacion_sello_id from reposiciones where archivo_id = ${fileId}
    limit 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  return rows[0] ? Number(rows[0].id) : null;
}

const PER_PAGE = 50;

/** Admins' list, newest first, filterable by application and staff member. */
export async function listStaffAccess(ctx: AppContext, filter: { postulacionId?: number | undefined; usuarioId?: number | undefined; page?: number | undefined }) {
  const where: SQL[] = [];
  if (filter.postulacionId) where.push(eq(accesosDatos.postulacion_sello_id, filter.postulacionId));
  if (filter.usuarioId) where.push(eq(accesosDatos.user_id, filter.usuarioId));
  const condition = where.length ? and(...where) : undefined;
  const page = filter.page ?? 1;
  const [totals] = await ctx.db.select({ n: count() }).from(accesosDatos).where(condition);
  const rows = await ctx.db.select({ a: accesosDatos, name: users.name, lastname: users.lastname }).from(accesosDatos)
    .leftJoin(users, eq(users.id, accesosDatos.user_id)).where(condition)
    .orderBy(desc(accesosDatos.id)).limit(PER_PAGE).offset((page - 1) * PER_PAGE);
  const total = totals?.n ?? 0;
  return {
    data: rows.map(({ a, name, lastname }) => ({
      id: a.id, usuario: { id: a.user_id, nombre: name ? fullName({ name, lastname: lastname ?? '' }) : null, rol: a.rol },
      postulacion_sello_id: a.postulacion_sello_id, archivo_id: a.archivo_id, recurso: a.recurso,
      descripcion: RESOURCE_NAMES[a.recurso as AccessedResource] ?? a.recurso, created_at: iso(a.created_at),
    })),
    current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE, total,
  };
}

/**
 * What a data subject learns of the staff's reads of the applications where they appear: when, the
 * role (administración / revisión), what was opened. Staff members are not named (as elsewhere in the
 * applicant's views); admins see names in their own list.
 */
export async function accessesToApplications(db: DbOrTx, appIds: number[]) {
  if (appIds.length === 0) return [];
  const rows = await db.select().from(accesosDatos).where(inArray(accesosDatos.postulacion_sello_id, appIds)).orderBy(desc(accesosDatos.id)).limit(1000);
  return rows.map((a) => ({
    fecha: iso(a.created_at), postulacion_sello_id: a.postulacion_sello_id, quien: a.rol === 'admin' ? 'Equipo de administración de SENADIS' : 'Comisión evaluadora',
    que: RESOURCE_NAMES[a.recurso as AccessedResource] ?? a.recurso,
  }));
}
