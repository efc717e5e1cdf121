// The register of recognised institutions as open data (issue 58): the very rows of the public register
// (listInstituciones, the query /instituciones-reconocidas answers from), in stable, documented columns.
import { and, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AppContext } from '../context';
import { auditLog, certificados, institucionesReconocidas, revocaciones } from '../db/schema';
import { csvDocument } from '../lib/csv';
import { todayInChile } from './review/common';
import { estadoSello, listInstituciones, type RegisterEntry } from './institutions';

export const LICENCIA = { nombre: 'Creative Commons Atribución 4.0 Internacional (CC BY 4.0)', codigo: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.es' } as const;

export const ATRIBUCION = 'Servicio Nacional de la Discapacidad (SENADIS), Registro de instituciones reconocidas con el Sello Chile Inclusivo.';

/**
 * The columns, in order: their names never change (a new column may be added at the end). Dates are
 * 'YYYY-MM-DD' in Chile's calendar; an empty cell is an unknown value.
 */
export const COLUMNAS = [
  { nombre: 'rut', tipo: 'texto', descripcion: 'RUT de la institución, con puntos y guion (76.086.428-5). Vacío si la institución se registró sin certificado.' },
  { nombre: 'institucion', tipo: 'texto', descripcion: 'Nombre de la institución reconocida.' },
  { nombre: 'categoria', tipo: 'texto', descripcion: 'Categoría en que fue reconocida.' },
  { nombre: 'anno_certificacion', tipo: 'entero', descripcion: 'Año de certificación.' },
  { nombre: 'estado', tipo: 'texto', descripcion: 'Vigente, Vencido (terminó su vigencia) o Revocado (retirado por el Servicio).' },
  { nombre: 'vigente_desde', tipo: 'fecha', descripcion: 'Día en que se otorgó el sello. Vacío si la institución se registró sin certificado.' },
  { nombre: 'vigente_hasta', tipo: 'fecha', descripcion: 'Último día de vigencia: 31 de diciembre del año de certificación más los años de vigencia del sello.' },
  { nombre: 'revocado_el', tipo: 'fecha', descripcion: 'Día en que el sello fue revocado; vacío si no lo fue.' },
  { nombre: 'region', tipo: 'texto', descripcion: 'Región de la institución. Vacío si no se conoce.' },
  { nombre: 'comuna', tipo: 'texto', descripcion: 'Comuna de la institución. Vacío si no se conoce.' },
] as const;

type Column = (typeof COLUMNAS)[number]['nombre'];
export type OpenDataRow = Record<Column, string | number | null>;

function toRow(entry: RegisterEntry, now: Date, annos: number): OpenDataRow {
  const revocado = entry.revocado_at ? new Date(entry.revocado_at) : null;
  return {
    rut: entry.rut, institucion: entry.titulo, categoria: entry.categoria, anno_certificacion: entry.anno_certificacion,
    estado: estadoSello(entry.anno_certificacion, revocado, now, annos), vigente_desde: entry.vigente_desde,
    vigente_hasta: entry.fecha_vigente_hasta, revocado_el: revocado ? todayInChile(revocado) : null, region: entry.region, comuna: entry.comuna,
  };
}

export async function openDataRows(ctx: AppContext): Promise<OpenDataRow[]> {
  const now = new Date();
  return (await listInstituciones(ctx)).map((entry) => toRow(entry, now, ctx.config.vigenciaAnnos));
}

/**
 * When the register last changed: the newest of its rows' own dates, certificates, revocations and the
 * audit entries of its writes (a deletion leaves only the latter).
 */
export async function lastChange(ctx: AppContext): Promise<string | null> {
  const newest = (column: AnyColumn) => sql<string | null>`max(${column})`;
  const [[inst], [cert], [revo], [audited]] = await Promise.all([
    ctx.db.select({ at: newest(institucionesReconocidas.updated_at), created: newest(institucionesReconocidas.created_at) }).from(institucionesReconocidas),
    ctx.db.select({ at: newest(certificados.created_at) }).from(certificados),
    ctx.db.select({ at: newest(revocaciones.created_at) }).from(revocaciones),
    ctx.db.select({ at: newest(auditLog.created_at) }).from(auditLog).where(or(
      inArray(auditLog.entity, ['institucion_reconocida', 'certificado']),
      and(eq(auditLog.entity, 'postulacion_sello'), sql`${auditLog.detail} ->> 'hasta' = 'Publicada'`),
    )),
  ]);
  const times = [inst?.at, inst?.created, cert?.at, revo?.at, audited?.at].filter((at): at is string => Boolean(at)).map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

export async function openDataCsv(ctx: AppContext): Promise<string> {
  const rows = await openDataRows(ctx);
  return csvDocument(COLUMNAS.map((c) => c.nombre), rows.map((row) => COLUMNAS.map((c) => row[c.nombre])));
}

export async function openDataJson(ctx: AppContext, urls: { csv: string; json: string }) {
  const [data, actualizado] = await Promise.all([openDataRows(ctx), lastChange(ctx)]);
  return { titulo: 'Instituciones reconocidas con el Sello Chile Inclusivo', licencia: LICENCIA, atribucion: ATRIBUCION, actualizado_el: actualizado, formatos: urls, columnas: COLUMNAS, total: data.length, data };
}
