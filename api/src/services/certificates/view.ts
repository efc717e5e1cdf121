// What a certificate says, read from its row with the names it refers to: the PDF, the verification API,
// the applicant's and the admin's views all read it from here.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { categoriaPostulaciones, certificados, comunas, regiones, revocaciones } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { estadoSello, vigenteHasta } from '../institutions';
import { formatCode } from './code';

export type CertificateRow = typeof certificados.$inferSelect;

async function load(db: DbOrTx, where: SQL) {
  return db.select({
    c: certificados, categoria: categoriaPostulaciones.nombre, region: regiones.nombre, comuna: comunas.nombre,
    revocadoAt: revocaciones.created_at, revocadoMotivo: revocaciones.motivo,
  }).from(certificados)
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, certificados.categoria_id))
    .leftJoin(regiones, eq(regiones.id, certificados.region_id))
    .leftJoin(comunas, eq(comunas.id, certificados.comuna_id))
    .leftJoin(revocaciones, eq(revocaciones.institucion_reconocida_id, certificados.institucion_reconocida_id))
    .where(where)
    .orderBy(desc(certificados.id));
}

type Loaded = Awaited<ReturnType<typeof load>>[number];

export interface CertificateView {
  id: number;
  codigo: string;
  estado: ReturnType<typeof estadoSello>;
  institucion: string;
  rut: string;
  categoria: string | null;
  anno_certificacion: number;
  vigente_desde: string;
  vigente_hasta: string;
  revocado_el: string | null;
  region: string | null;
  comuna: string | null;
  emitido_el: string;
  verificacion_url: string;
  institucion_reconocida_id: number;
  postulacion_sello_id: number | null;
  reemplazado_el: string | null;
  motivo_reemision: string | null;
  motivo_revocacion: string | null;
}

function toView(ctx: AppContext, row: Loaded, now: Date): CertificateView {
  const { c } = row;
  return {
    id: c.id,
    codigo: formatCode(c.codigo),
    estado: estadoSello(c.anno_certificacion, row.revocadoAt, now, ctx.config.vigenciaAnnos),
    institucion: c.titulo,
    rut: c.rut,
    categoria: row.categoria,
    anno_certificacion: c.anno_certificacion,
    vigente_desde: c.otorgado_el,
    vigente_hasta: vigenteHasta(c.anno_certificacion, ctx.config.vigenciaAnnos),
    revocado_el: row.revocadoAt ? iso(row.revocadoAt) : null,
    region: row.region,
    comuna: row.comuna,
    emitido_el: iso(c.created_at),
    verificacion_url: verificationUrl(ctx, c.codigo),
    institucion_reconocida_id: c.institucion_reconocida_id,
    postulacion_sello_id: c.postulacion_sello_id,
    reemplazado_el: c.reemplazado_at ? iso(c.reemplazado_at) : null,
    motivo_reemision: c.motivo,
    motivo_revocacion: row.revocadoMotivo,
  };
}

/** The portal's verification page of a code: what the QR code holds. */
export function verificationUrl(ctx: AppContext, codigo: string): string {
  return `${ctx.config.portalUrl}/verificar/${formatCode(codigo)}`;
}

/** The institution's current certificate (not replaced), or null. */
export async function currentCertificate(ctx: AppContext, institucionId: number, db: DbOrTx = ctx.db): Promise<CertificateView | null> {
  const [row] = await load(db, and(eq(certificados.institucion_reconocida_id, institucionId), isNull(certificados.reemplazado_at))!);
  return row ? toView(ctx, row, new Date()) : null;
}

/** Every certificate of an institution, newest first (the admin's history). */
export async function certificateHistory(ctx: AppContext, institucionId: number): Promise<CertificateView[]> {
  const now = new Date();
  return (await load(ctx.db, eq(certificados.institucion_reconocida_id, institucionId))).map((row) => toView(ctx, row, now));
}

/** The certificate of a published application (its current one), or null. */
export async function certificateOfApplication(ctx: AppContext, appId: number): Promise<CertificateView | null> {
  const [any] = await ctx.db.select({ inst: certificados.institucion_reconocida_id }).from(certificados)
    .where(eq(certificados.postulacion_sello_id, appId)).limit(1);
  return any ? currentCertificate(ctx, any.inst) : null;
}

/**
 * A code as typed (already normalised) → the current certificate of its institution, with `consultado`
 * the code asked for: an earlier, replaced code still answers, with the certificate that replaced it.
 */
export async function certificateByCode(ctx: AppContext, codigo: string): Promise<(CertificateView & { codigo_consultado: string; reemplazado: boolean }) | null> {
  const [row] = await ctx.db.select({ inst: certificados.institucion_reconocida_id }).from(certificados).where(eq(certificados.codigo, codigo)).limit(1);
  if (!row) return null;
  const current = await currentCertificate(ctx, row.inst);
  if (!current) return null;
  return { ...current, codigo_consultado: formatCode(codigo), reemplazado: current.codigo !== formatCode(codigo) };
}

/** The current certificates of every seal held under this RUT (formatted '76.086.428-5'), newest first. */
export async function certificatesByRut(ctx: AppContext, rut: string): Promise<CertificateView[]> {
  const now = new Date();
  return (await load(ctx.db, and(eq(certificados.rut, rut), isNull(certificados.reemplazado_at))!)).map((row) => toView(ctx, row, now));
}

/** The applicant's and the admin's view of a certificate: what it says, its state and where to get its PDF. */
export function certificateSummary(ctx: AppContext, cert: CertificateView, pdfPath: string) {
  return {
    codigo: cert.codigo, estado: cert.estado, institucion: cert.institucion, rut: cert.rut, categoria: cert.categoria,
    anno_certificacion: cert.anno_certificacion, vigente_desde: cert.vigente_desde, vigente_hasta: cert.vigente_hasta,
    revocado_el: cert.revocado_el, region: cert.region, comuna: cert.comuna, emitido_el: cert.emitido_el,
    institucion_reconocida_id: cert.institucion_reconocida_id,
    verificacion_url: cert.verificacion_url, descargar_url: `${ctx.config.publicBaseUrl}${pdfPath}`,
  };
}
