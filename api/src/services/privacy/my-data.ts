// Every personal datum the portal holds about one person (Ley 21.719: access and portability): their
// applicant account, and each application where their RUN appears as legal representative or person
// in charge, with what each datum is used for. Nothing of any other person: in another applicant's
// application only the person's own role is read, and only e-mails addressed to them.
import { cleanRut } from '@sello/shared-api';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bloqueosDatos, correos, encargados, postulacionSellos, postulantes, repLegales, sessions, solicitudesDatos,
} from '../../db/schema';
import { iso } from '../../lib/serialize';
import { accessesToApplications } from './staff-access';

const sameRun = (column: typeof repLegales.rut_rep_legal | typeof encargados.rut_encargado, run: string) =>
  sql`upper(regexp_replace(${column}, '[^0-9kK]', '', 'g')) = ${cleanRut(run)}`;

export interface Appearance {
  postulacion_sello_id: number;
  nombre_institucion: string;
  estado: string;
  rol: 'representante_legal' | 'encargado';
  rol_nombre: string;
  datos: { nombre: string; cargo: string; rut: string; telefono: string; correo: string };
  bloqueado: boolean;
  uso: string;
}

const USE = {
  representante_legal: 'Identifica a quien representa legalmente a la institución ante el programa; su nombre y cargo figuran en las cartas de decisión.',
  encargado: 'Es el contacto de la postulación: recibe por correo las notificaciones y cartas de decisión.',
};

/** Where the person's RUN appears as legal representative or person in charge, with their own data only. */
export async function appearancesOf(db: DbOrTx, run: string): Promise<Appearance[]> {
  const [reps, encs, blocks] = await Promise.all([
    db.select({ r: repLegales, app: postulacionSellos }).from(repLegales).innerJoin(postulacionSellos, eq(postulacionSellos.id, repLegales.postulacion_sello_id))
      .where(sameRun(repLegales.rut_rep_legal, run)),
    db.select({ e: encargados, app: postulacionSellos }).from(encargados).innerJoin(postulacionSellos, eq(postulacionSellos.id, encargados.postulacion_sello_id))
      .where(sameRun(encargados.rut_encargado, run)),
    db.select().from(bloqueosDatos).where(sql`upper(regexp_replace(${bloqueosDatos.run}, '[^0-9kK]', '', 'g')) = ${cleanRut(run)}`),
  ]);
  const blocked = new Set(blocks.map((b) => b.postulacion_sello_id));
  const out: Appearance[] = [
    ...reps.map(({ r, app }) => ({
      postulacion_sello_id: app.id, nombre_institucion: app.nombre_institucion, estado: app.estado, rol: 'representante_legal' as const,
      rol_nombre: 'Representante legal', datos: { nombre: r.nombre_rep_legal, cargo: r.cargo_rep_legal, rut: r.rut_rep_legal, telefono: r.telefono_rep_legal, correo: r.correo_rep_legal },
      bloqueado: blocked.has(app.id), uso: USE.representante_legal,
    })),
    ...encs.map(({ e, app }) => ({
      postulacion_sello_id: app.id, nombre_institucion: app.nombre_institucion, estado: app.estado, rol: 'encargado' as const,
      rol_nombre: 'Persona encargada de postular', datos: { nombre: e.nombre_encargado, cargo: e.cargo_encargado, rut: e.rut_encargado, telefono: e.telefono_encargado, correo: e.correo_encargado },
      bloqueado: blocked.has(app.id), uso: USE.encargado,
    })),
  ];
  return out.sort((a, b) => a.postulacion_sello_id - b.postulacion_sello_id || a.rol.localeCompare(b.rol));
}

export async function personalDataOf(db: DbOrTx, person: { run: string; postulanteId: number | null }) {
  const [account] = person.postulanteId ? await db.select().from(postulantes).where(eq(postulantes.id, person.postulanteId)).limit(1) : [];
  const [appearances, own, openSessions, requests] = await Promise.all([
    appearancesOf(db, person.run),
    account ? db.select().from(postulacionSellos).where(eq(postulacionSellos.postulante_id, account.id)).orderBy(postulacionSellos.id) : Promise.resolve([]),
    account ? db.select().from(sessions).where(and(eq(sessions.kind, 'postulante'), eq(sessions.subject_id, account.id))).orderBy(desc(sessions.id)) : Promise.resolve([]),
    account ? db.select().from(solicitudesDatos).where(eq(solicitudesDatos.postulante_id, account.id)).orderBy(desc(solicitudesDatos.id)) : Promise.resolve([]),
  ]);
  // E-mails written to the person: to one of their own addresses, in an application where they appear.
  const pairs = appearances.map((a) => and(eq(correos.postulacion_sello_id, a.postulacion_sello_id), sql`lower(${correos.para}) = ${a.datos.correo.toLowerCase()}`));
  const mails = pairs.length ? await db.select().from(correos).where(and(or(...pairs), inArray(correos.estado, ['enviado', 'almacenado', 'pendiente', 'enviando', 'fallido']))).orderBy(correos.id) : [];
  const appIds = [...new Set([...appearances.map((a) => a.postulacion_sello_id), ...own.map((a) => a.id)])];
  return {
    generado_at: new Date().toISOString(),
    titular: { run: account?.run ?? person.run, nombre: account ? `${account.name} ${account.lastname}`.trim() : null },
    cuenta: account ? {
      run: account.run, nombre: account.name, apellido: account.lastname, creada_at: iso(account.created_at),
      uso: 'Tu RUN y tu nombre vienen de ClaveÚnica: te identifican al ingresar y vinculan las postulaciones que presentas desde tu cuenta.',
    } : null,
    sesiones: openSessions.map((s) => ({ iniciada_at: iso(s.created_at), ultimo_uso_at: iso(s.last_seen_at), expira_at: iso(s.expires_at), uso: 'Mantener abierta tu sesión en el portal.' })),
    postulaciones_propias: own.map((a) => ({
      id: a.id, nombre_institucion: a.nombre_institucion, estado: a.estado, created_at: iso(a.created_at),
      uso: 'Postulación presentada desde tu cuenta: tu cuenta es quien la administra.',
    })),
    apariciones: appearances,
    correos_recibidos: mails.map((m) => ({
      fecha: iso(m.enviado_at ?? m.created_at), para: m.para, asunto: m.asunto, estado: m.estado === 'enviando' ? 'pendiente' : m.estado,
      postulacion_sello_id: m.postulacion_sello_id, uso: 'Notificación del procedimiento enviada a tu correo.',
    })),
    solicitudes: requests.map((r) => ({ id: r.id, tipo: r.tipo, estado: r.estado, recibida_at: r.recibida_at ? iso(r.recibida_at) : null, plazo: r.plazo })),
    accesos_del_equipo: await accessesToApplications(db, appIds),
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalDataOf>>;

/** A cell for Excel (es-CL): quoted when needed, formulas neutralised (as the admin's CSV export). */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The same data as CSV (UTF-8 with BOM, ';', CRLF): one row per datum with where it is used. */
export function personalDataCsv(d: PersonalData): string {
  const rows: (string | number | null)[][] = [['Categoría', 'Dato', 'Valor', 'Postulación', 'Para qué se usa']];
  if (d.cuenta) {
    rows.push(['Cuenta', 'RUN', d.cuenta.run, null, d.cuenta.uso], ['Cuenta', 'Nombre', d.cuenta.nombre, null, d.cuenta.uso],
      ['Cuenta', 'Apellido', d.cuenta.apellido, null, d.cuenta.uso], ['Cuenta', 'Creada', d.cuenta.creada_at, null, d.cuenta.uso]);
  }
  for (const s of d.sesiones) rows.push(['Sesión', 'Iniciada', s.iniciada_at, null, s.uso], ['Sesión', 'Último uso', s.ultimo_uso_at, null, s.uso]);
  for (const a of d.postulaciones_propias) rows.push(['Postulación de tu cuenta', 'Institución', a.nombre_institucion, a.id, a.uso], ['Postulación de tu cuenta', 'Estado', a.estado, a.id, a.uso]);
  for (const a of d.apariciones) {
    const labels: [keyof Appearance['datos'], string][] = [['nombre', 'Nombre'], ['cargo', 'Cargo'], ['rut', 'RUN'], ['telefono', 'Teléfono'], ['correo', 'Correo']];
    for (const [key, label] of labels) rows.push([`${a.rol_nombre} en ${a.nombre_institucion}`, label, a.datos[key], a.postulacion_sello_id, a.uso]);
  }
  for (const m of d.correos_recibidos) rows.push(['Correo recibido', m.asunto, `${m.fecha} a ${m.para} (${m.estado})`, m.postulacion_sello_id, m.uso]);
  for (const r of d.solicitudes) rows.push(['Solicitud de datos', r.tipo, r.estado, null, 'Atender tu solicitud dentro del plazo legal.']);
  for (const x of d.accesos_del_equipo) rows.push(['Acceso del equipo', x.que, `${x.fecha} (${x.quien})`, x.postulacion_sello_id, 'Revisión de la postulación por el Servicio.']);
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** A plain-text summary for an e-mailed access answer. */
export function personalDataText(d: PersonalData): string {
  const lines: string[] = [];
  if (d.cuenta) lines.push(`Cuenta del portal: RUN ${d.cuenta.run}, ${d.cuenta.nombre} ${d.cuenta.apellido} (creada el ${d.cuenta.creada_at.slice(0, 10)}). ${d.cuenta.uso}`);
  for (const a of d.postulaciones_propias) lines.push(`Postulación N° ${a.id} presentada desde su cuenta (${a.nombre_institucion}, ${a.estado}).`);
  for (const a of d.apariciones) {
    lines.push(`${a.rol_nombre} en la postulación N° ${a.postulacion_sello_id} (${a.nombre_institucion}, ${a.estado}): nombre ${a.datos.nombre}, cargo ${a.datos.cargo}, RUN ${a.datos.rut}, teléfono ${a.datos.telefono}, correo ${a.datos.correo}. ${a.uso}`);
  }
  if (d.correos_recibidos.length) lines.push(`Correos enviados a usted por el portal: ${d.correos_recibidos.length}.`);
  for (const x of d.accesos_del_equipo) lines.push(`Acceso del equipo: ${x.fecha.slice(0, 16).replace('T', ' ')} UTC, ${x.quien}, ${x.que} (postulación N° ${x.postulacion_sello_id}).`);
  return lines.length ? lines.map((l) => `- ${l}`).join('\n') : '- El portal no tiene datos personales asociados a su RUN.';
}
