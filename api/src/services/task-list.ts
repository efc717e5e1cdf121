// The applicant's task list (issue 60, GOV.UK's task-list pattern): every part of the application
// with one state from one vocabulary, the route of the page where it is done, and the call's closing
// date. States are derived from what is stored, never kept apart (they cannot fall behind):
// - a wizard part is Completado once its step is saved (the wizard saves a step whole, so never En curso);
// - the logbook and declaration are En curso with one of the two files, Completado with both;
// - the admissibility evidence is Completado with at least one verification file (what sending asks);
// - a requirement is Completado with its file;
// - while the application is Observada, a part with an observation not yet answered is Con observaciones.
import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@sello/shared-api';
import type { AppContext } from '../context';
import {
  comprobantes, encargados, observaciones, obtencionSelloP1, obtencionSelloP2, repLegales,
} from '../db/schema';
import { EDITABLE, requirementsWithState, type Postulacion } from './applications';
import { callById, callOpenAt, nextCall, serializeCall } from './calls';
import { serializeReceipt } from './receipt';

export type TaskState = 'Sin iniciar' | 'En curso' | 'Completado' | 'Con observaciones';

export interface Task {
  /** Stable key: 'institucion', 'representante-legal', 'encargado', 'categoria', 'bitacora-declaracion', 'admisibilidad', 'requisito-<id>'. */
  clave: string;
  nombre: string;
  estado: TaskState;
  /** The portal page where this part is done (the spec's routes; the process pages carry `?postulacion=`). */
  ruta: string;
  /** False while an earlier part must come first (`ayuda` says which). */
  disponible: boolean;
  ayuda: string | null;
}

const WIZARD = '/proceso-de-postulacion';
const PROCESS = '/postulante/categoria-seleccionada';
const withApp = (path: string, id: number) => `${path}?postulacion=${id}`;

function task(clave: string, nombre: string, estado: TaskState, ruta: string, blockedBy: string | null = null): Task {
  return { clave, nombre, estado, ruta, disponible: blockedBy === null, ayuda: blockedBy };
}

/** The call the list speaks of: the application's own, else the open one, else the next announced. */
async function callFor(ctx: AppContext, app: Postulacion | null) {
  const own = app ? await callById(ctx.db, app.convocatoria_id) : null;
  const at = ctx.config.now();
  return own ?? (await callOpenAt(ctx.db, at)) ?? (await nextCall(ctx.db, at));
}

export async function taskList(ctx: AppContext, app: Postulacion | null) {
  const call = await callFor(ctx, app);
  const convocatoria = call ? await serializeCall(ctx, call) : null;
  const registration = [
    task('institucion', 'Datos de la institución', app ? 'Completado' : 'Sin iniciar', WIZARD),
  ];
  if (!app) {
    registration.push(
      task('representante-legal', 'Representante legal', 'Sin iniciar', `${WIZARD}/representante-legal`, 'Completa primero los datos de la institución.'),
      task('encargado', 'Encargado/a de postular', 'Sin iniciar', `${WIZARD}/encargado-de-postular`, 'Completa primero los datos de la institución.'),
      task('categoria', 'Categoría del Sello Chile Inclusivo', 'Sin iniciar', `${WIZARD}/sello-chile-inclusivo-step`, 'Completa primero los datos de la institución.'),
    );
    return {
      postulacion: null, convocatoria, editable: true,
      secciones: [
        { titulo: 'Registro institucional', tareas: registration },
        { titulo: 'Postulación', tareas: [
          task('bitacora-declaracion', 'Bitácora y declaración', 'Sin iniciar', PROCESS, 'Completa primero el registro institucional.'),
          task('admisibilidad', 'Evidencia de admisibilidad', 'Sin iniciar', `${PROCESS}/admisibilidad`, 'Completa primero el registro institucional.'),
        ] },
      ],
      requisitos_pendientes_de_categoria: true,
      envio: { puede_enviar: false, faltan: ['Registro institucional'], comprobante: null },
    };
  }

  const [[rep], [enc], [p1], open, [receipt]] = await Promise.all([
    ctx.db.select({ id: repLegales.id }).from(repLegales).where(eq(repLegales.postulacion_sello_id, app.id)),
    ctx.db.select({ id: encargados.id }).from(encargados).where(eq(encargados.postulacion_sello_id, app.id)),
    ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)),
    app.estado === 'Observada'
      ? ctx.db.select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, app.id), eq(observaciones.abierta, true)))
      : Promise.resolve([]),
    ctx.db.select().from(comprobantes).where(eq(comprobantes.postulacion_sello_id, app.id)),
  ]);
  const p2 = p1 ? await ctx.db.select({ id: obtencionSelloP2.id }).from(obtencionSelloP2).where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP2.id)) : [];
  const reqs = await requirementsWithState(ctx, app, p1?.id ?? null);
  const registered = app.estado !== 'Borrador';
  const wizardDone = registered ? 'Completado' : null;
  registration.push(
    task('representante-legal', 'Representante legal', wizardDone ?? (rep ? 'Completado' : 'Sin iniciar'), `${WIZARD}/representante-legal`),
    task('encargado', 'Encargado/a de postular', wizardDone ?? (enc ? 'Completado' : 'Sin iniciar'), `${WIZARD}/encargado-de-postular`,
      app.step < 3 ? 'Completa primero los datos del/de la representante legal.' : null),
    task('categoria', 'Categoría del Sello Chile Inclusivo', registered ? 'Completado' : 'Sin iniciar', `${WIZARD}/sello-chile-inclusivo-step`,
      app.step < 4 ? 'Completa primero los datos del/de la encargado/a de postular.' : null),
  );

  // Observations are answered by replacing the file (`archivo_nuevo_id`); until then the part has them.
  const unanswered = open.filter((o) => !o.archivo_nuevo_id).map((o) => o.clave);
  const observed = (match: (clave: string) => boolean) => unanswered.some(match);
  const notYet = registered ? null : 'Completa primero el registro institucional.';
  const files = [p1?.bitacora_id, p1?.declaracion_autoridad_id].filter(Boolean).length;
  const process: Task[] = [
    task('bitacora-declaracion', 'Bitácora y declaración',
      observed((c) => c === 'bitacora' || c === 'declaracion_autoridad') ? 'Con observaciones' : files === 2 ? 'Completado' : files === 1 ? 'En curso' : 'Sin iniciar',
      withApp(PROCESS, app.id), notYet),
    task('admisibilidad', 'Evidencia de admisibilidad',
      observed((c) => c.startsWith('admisibilidad-')) ? 'Con observaciones' : p2.length > 0 ? 'Completado' : 'Sin iniciar',
      withApp(`${PROCESS}/admisibilidad`, app.id), notYet),
    ...reqs.map((r) => task(`requisito-${r.id}`, r.nombre, r.entrega?.archivo ? 'Completado' : 'Sin iniciar', withApp(`/postulante/requisito/${r.id}`, app.id), notYet)),
  ];

  const all = [...registration, ...process];
  const faltan = all.filter((t) => t.estado !== 'Completado').map((t) => t.nombre);
  return {
    postulacion: { id: app.id, estado: app.estado as ApplicationStatus, nombre_institucion: app.nombre_institucion, year: app.year },
    convocatoria,
    /** While false the parts are shown, not changed (sent, under review…). */
    editable: EDITABLE.includes(app.estado as ApplicationStatus),
    secciones: [
      { titulo: 'Registro institucional', tareas: registration },
      { titulo: 'Postulación', tareas: process },
    ],
    /** The requirements depend on the category: none are listed until it is chosen. */
    requisitos_pendientes_de_categoria: !app.categoria_id,
    envio: {
      /** What 'Enviar postulación' asks (the call's window is checked when sending). */
      puede_enviar: app.estado === 'Registrada' && faltan.length === 0 && convocatoria?.estado === 'abierta',
      faltan,
      comprobante: receipt ? { ...serializeReceipt(receipt), descargar_url: `${ctx.config.publicBaseUrl}/api/postulante/postulaciones/${app.id}/comprobante` } : null,
    },
  };
}
