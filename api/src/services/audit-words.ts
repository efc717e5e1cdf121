// The audit log in words (issue 58): each entry as who did what to which application or item, named
// (not "revisor id: 4"). Names are read in one query per kind of record for the whole page (no N+1);
// a record deleted since keeps the name its entry stored, when it stored one.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog, categoriaPostulaciones, correos, descargables, institucionesReconocidas, noticias, postulacionSellos, requisitos, users } from '../db/schema';
import { chileanDate } from './review/common';
import { fullName } from './review/common';

type Entry = typeof auditLog.$inferSelect;
type Detail = Record<string, unknown>;

export interface AuditObject { tipo: string; id: number | null; nombre: string }

interface Names {
  apps: Map<number, string>;
  users: Map<number, string>;
  news: Map<number, string>;
  institutions: Map<number, string>;
  downloads: Map<number, string>;
  mails: Map<number, { asunto: string; app: number | null }>;
  categories: Map<number, string>;
  requirements: Map<number, string>;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function appIdOf(entry: Entry): number | null {
  const detail = (entry.detail ?? {}) as Detail;
  if (['postulacion_sello', 'admisibilidad', 'consolidacion'].includes(entry.entity)) return num(entry.entity_id);
  return num(detail.postulacion_sello_id);
}

async function namesFor(db: DbOrTx, entries: Entry[]): Promise<Names> {
  const ids = (pick: (entry: Entry, detail: Detail) => unknown[]) =>
    [...new Set(entries.flatMap((e) => pick(e, (e.detail ?? {}) as Detail).map(num)).filter((id): id is number => id !== null))];
  const of = (entity: string) => ids((e) => (e.entity === entity ? [e.entity_id] : []));
  const appIds = ids((e) => [appIdOf(e)]);
  const userIds = ids((e, d) => [e.entity === 'usuario' ? e.entity_id : null, d.revisor_id]);
  const mailIds = of('correo');
  const [apps, people, news, insts, downloads, mails, categories, reqs] = await Promise.all([
    appIds.length ? db.select({ id: postulacionSellos.id, nombre: postulacionSellos.nombre_institucion }).from(postulacionSellos).where(inArray(postulacionSellos.id, appIds)) : [],
    userIds.length ? db.select({ id: users.id, name: users.name, lastname: users.lastname }).from(users).where(inArray(users.id, userIds)) : [],
    of('noticia').length ? db.select({ id: noticias.id, nombre: noticias.titulo }).from(noticias).where(inArray(noticias.id, of('noticia'))) : [],
    of('institucion_reconocida').length ? db.select({ id: institucionesReconocidas.id, nombre: institucionesReconocidas.titulo }).from(institucionesReconocidas).where(inArray(institucionesReconocidas.id, of('institucion_reconocida'))) : [],
    of('descargable').length ? db.select({ id: descargables.id, nombre: descargables.nombre }).from(descargables).where(inArray(descargables.id, of('descargable'))) : [],
    mailIds.length ? db.select({ id: correos.id, asunto: correos.asunto, app: correos.postulacion_sello_id }).from(correos).where(inArray(correos.id, mailIds)) : [],
    of('umbral_categoria').length ? db.select({ id: categoriaPostulaciones.id, nombre: categoriaPostulaciones.nombre }).from(categoriaPostulaciones).where(inArray(categoriaPostulaciones.id, of('umbral_categoria'))) : [],
    ids((e, d) => (e.entity === 'evaluacion' ? [d.requisito_id] : [])).length
      ? db.select({ id: requisitos.id, nombre: requisitos.nombre }).from(requisitos).where(inArray(requisitos.id, ids((e, d) => (e.entity === 'evaluacion' ? [d.requisito_id] : []))))
      : [],
  ]);
  return {
    apps: new Map(apps.map((r) => [r.id, r.nombre])),
    users: new Map(people.map((r) => [r.id, fullName(r)])),
    news: new Map(news.map((r) => [r.id, r.nombre])),
    institutions: new Map(insts.map((r) => [r.id, r.nombre])),
    downloads: new Map(downloads.map((r) => [r.id, r.nombre])),
    mails: new Map(mails.map((r) => [r.id, { asunto: r.asunto, app: r.app }])),
    categories: new Map(categories.map((r) => [r.id, r.nombre])),
    requirements: new Map(reqs.map((r) => [r.id, r.nombre])),
  };
}

const ROLE_NAMES: Record<string, string> = { admin: 'administrador/a', revisor: 'revisor/a' };

/** One entry as a sentence (its subject is the person in `quien`) and the record it concerns. */
function describe(entry: Entry, names: Names): { descripcion: string; objeto: AuditObject | null } {
  const d = (entry.detail ?? {}) as Detail;
  const id = num(entry.entity_id);
  const appId = appIdOf(entry);
  const appName = appId !== null ? names.apps.get(appId) ?? `postulación n.º ${appId}` : null;
  const app: AuditObject | null = appId !== null ? { tipo: 'postulacion', id: appId, nombre: appName ?? '' } : null;
  const person = (userId: unknown, fallback?: unknown) => {
    const n = num(userId);
    return (n !== null ? names.users.get(n) : undefined) ?? text(fallback) ?? (n !== null ? `la cuenta n.º ${n}` : 'una cuenta');
  };
  const named = (map: Map<number, string>, fallback: unknown, what: string) => (id !== null ? map.get(id) : undefined) ?? text(fallback) ?? `${what} n.º ${entry.entity_id ?? '?'}`;
  const obj = (tipo: string, nombre: string): AuditObject => ({ tipo, id, nombre });
  const reason = text(d.motivo) ? ` Motivo: ${text(d.motivo)}` : '';
  const verb = { crear: 'Creó', actualizar: 'Editó', eliminar: 'Eliminó', restaurar: 'Restauró una versión anterior de' } as Record<string, string>;

  switch (entry.entity) {
    case 'postulacion_sello': {
      const to = text(d.hasta) ?? '?';
      if (to === 'Publicada') {
        const code = text(d.codigo) ? ` (certificado ${text(d.codigo)})` : '';
        return { descripcion: `Publicó a «${text(d.titulo) ?? appName}» como institución reconocida${code}.`, objeto: app };
      }
      if (Array.isArray(d.documentos)) return { descripcion: `Revisó la admisibilidad de «${appName}»: quedó ${to}.${reason}`, objeto: app };
      if (d.desde === 'En reposición') return { descripcion: `Resolvió el recurso de reposición de «${appName}»: la postulación pasó a ${to}.${reason}`, objeto: app };
      if (to === 'Aprobada' || to === 'Rechazada') return { descripcion: `Decidió la postulación de «${appName}»: ${to}.${reason}`, objeto: app };
      return { descripcion: `Cambió la postulación de «${appName}» de ${text(d.desde) ?? '?'} a ${to}.${reason}`, objeto: app };
    }
    case 'admisibilidad':
      return { descripcion: `Revisó la admisibilidad de «${appName}»${text(d.resultado) ? `: ${text(d.resultado)}` : ''}.`, objeto: app };
    case 'consolidacion':
      return { descripcion: `Consolidó los puntajes de «${appName}».`, objeto: app };
    case 'evaluacion': {
      if (d.enviada === true) return { descripcion: `Envió su evaluación de «${appName}».`, objeto: app };
      const req = num(d.requisito_id);
      const reqName = req !== null ? names.requirements.get(req) ?? `n.º ${req}` : '?';
      return { descripcion: `Evaluó el requisito «${reqName}» de «${appName}»${typeof d.puntaje === 'number' ? ` con ${d.puntaje} puntos` : ''}.`, objeto: app };
    }
    case 'asignacion': {
      const reviewer = person(d.revisor_id);
      if (entry.action === 'crear') return { descripcion: `Asignó la postulación de «${appName}» a ${reviewer}${text(d.fecha_limite) ? `, con fecha límite el ${chileanDate(String(d.fecha_limite))}` : ''}.`, objeto: app };
      if (entry.action === 'eliminar') return { descripcion: `Quitó a ${reviewer} de la postulación de «${appName}».`, objeto: app };
      return { descripcion: `Cambió la fecha límite de ${reviewer} en «${appName}»${text(d.fecha_limite) ? ` al ${chileanDate(String(d.fecha_limite))}` : ''}.`, objeto: app };
    }
    case 'declaracion_conflicto':
      return d.tipo === 'inhabilitacion'
        ? { descripcion: `Se inhabilitó para evaluar «${appName}».${reason}`, objeto: app }
        : { descripcion: `Declaró no tener conflicto de interés con «${appName}».`, objeto: app };
    case 'correo': {
      if (Array.isArray(d.enviar)) {
        const n = d.enviar.length;
        return { descripcion: n === 1 ? 'Envió 1 correo de la bandeja de salida.' : `Envió ${n} correos de la bandeja de salida.`, objeto: null };
      }
      const mail = id !== null ? names.mails.get(id) : undefined;
      const subject = mail?.asunto ?? text(d.asunto) ?? `n.º ${entry.entity_id}`;
      const of = mail?.app ? ` de «${names.apps.get(mail.app) ?? `postulación n.º ${mail.app}`}»` : '';
      return { descripcion: `Editó el correo «${subject}»${of}.`, objeto: obj('correo', subject) };
    }
    case 'noticia': {
      const title = named(names.news, d.titulo, 'la noticia');
      return { descripcion: `${verb[entry.action] ?? 'Modificó'} la noticia «${title}».`, objeto: obj('noticia', title) };
    }
    case 'institucion_reconocida': {
      const title = named(names.institutions, d.titulo, 'la institución');
      if (entry.action === 'revocar') return { descripcion: `Revocó el sello de «${title}».${reason}`, objeto: obj('institucion_reconocida', title) };
      if (entry.action === 'crear') return { descripcion: `Agregó a «${title}» a las instituciones reconocidas.`, objeto: obj('institucion_reconocida', title) };
      return { descripcion: `${verb[entry.action] ?? 'Modificó'} la institución reconocida «${title}».`, objeto: obj('institucion_reconocida', title) };
    }
    case 'certificado': {
      const instId = num(d.institucion_reconocida_id);
      const title = (instId !== null ? names.institutions.get(instId) : undefined) ?? text(d.titulo) ?? 'una institución';
      const objeto: AuditObject = { tipo: 'institucion_reconocida', id: instId, nombre: title };
      if (entry.action === 'reemitir') return { descripcion: `Reemitió el certificado de «${title}»: el ${text(d.codigo)} reemplaza al ${text(d.codigo_anterior)}.${reason}`, objeto };
      return { descripcion: `Emitió el certificado ${text(d.codigo)} de «${title}».${reason}`, objeto };
    }
    case 'descargable': {
      const name = named(names.downloads, d.nombre, 'el documento');
      return { descripcion: `${verb[entry.action] ?? 'Modificó'} el documento descargable «${name}».`, objeto: obj('descargable', name) };
    }
    case 'home':
      return { descripcion: 'Editó la página de inicio.', objeto: obj('home', 'Página de inicio') };
    case 'umbral_categoria': {
      const category = named(names.categories, null, 'la categoría');
      return { descripcion: `Fijó el umbral de aprobación de «${category}» en ${String(d.porcentaje)} %.`, objeto: obj('categoria', category) };
    }
    case 'usuario': {
      const who = person(entry.entity_id, d.email);
      const self = entry.user_id !== null && entry.user_id === id;
      const objeto = obj('usuario', who);
      switch (entry.action) {
        case 'iniciar_sesion': {
          const how: Record<string, string> = { clave: ' con su clave', totp: ' con su clave y un código de verificación', recuperacion: ' con un código de recuperación', inscripcion: ' e inscribió su verificación en dos pasos' };
          return { descripcion: `Inició sesión${how[String(d.via)] ?? ''}.`, objeto };
        }
        case 'invitar':
          return d.reenvio === true
            ? { descripcion: `Reenvió la invitación a ${who}.`, objeto }
            : { descripcion: `Invitó a ${who}${text(d.email) ? ` (${text(d.email)})` : ''} como ${ROLE_NAMES[String(d.role)] ?? String(d.role)}.`, objeto };
        case 'activar':
          return self || d.evento === 'invitacion_aceptada' ? { descripcion: 'Aceptó la invitación y activó su cuenta.', objeto } : { descripcion: `Reactivó la cuenta de ${who}.`, objeto };
        case 'desactivar':
          return { descripcion: `Desactivó la cuenta de ${who}.`, objeto };
        case 'eliminar':
          return { descripcion: `Eliminó la invitación de ${who}.`, objeto };
        case 'restablecer':
          if (d.evento === 'enlace_enviado') return { descripcion: `Envió a ${who} un enlace para restablecer su clave.`, objeto };
          if (d.evento === 'enlace_solicitado') return { descripcion: `Se pidió un enlace para restablecer la clave de ${who}.`, objeto };
          return { descripcion: 'Restableció su clave con un enlace.', objeto };
        case 'segundo_factor':
          if (d.evento === 'restablecido') return { descripcion: `Restableció la verificación en dos pasos de ${who}.`, objeto };
          if (d.evento === 'codigos_regenerados') return { descripcion: 'Generó nuevos códigos de recuperación.', objeto };
          return { descripcion: 'Inscribió su verificación en dos pasos.', objeto };
        default:
          if (d.evento === 'cambio_de_clave') return { descripcion: 'Cambió su clave.', objeto };
          return { descripcion: `Editó la cuenta de ${who}${Array.isArray(d.campos) && d.campos.length ? ` (${d.campos.join(', ')})` : ''}.`, objeto };
      }
    }
    default:
      return { descripcion: `${entry.action} ${entry.entity}${entry.entity_id ? ` n.º ${entry.entity_id}` : ''}.`, objeto: app };
  }
}

/** The entries with their sentence, named record and who (a person's name, or who acted without a session). */
export async function inWords(db: DbOrTx, entries: Entry[], people: Map<number, string>) {
  const names = await namesFor(db, entries);
  return entries.map((entry) => ({
    quien: entry.user_id !== null ? people.get(entry.user_id) ?? `Cuenta n.º ${entry.user_id}` : 'Sin sesión (solicitud pública)',
    ...describe(entry, names),
  }));
}
