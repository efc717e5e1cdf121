// Demo applications in every state of the review workflow, with real generated PDF files, some
// assigned to the demo reviewers, so a newcomer signing in as a reviewer or an admin has real work.
// Demo mode only. Idempotent: skipped when the demo applicant already has applications.
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { computeRutDv, formatRut } from '@sello/shared-api';
import type { Db, Tx } from '../db/client';
import {
  archivos, asignaciones, categoriaPostulaciones, comunas, consolidaciones, correos, documentoVersiones, encargados,
  estadoRequisitos, evaluaciones, historialPostulaciones, instituciones, institucionesReconocidas, mediosVerificacion,
  observaciones, obtencionSelloP1, obtencionSelloP2, postulacionSellos, postulantes, publicaciones, repLegales,
  reposiciones, requisitoPostulaciones, requisitos, resultadoPostulaciones, tipoInstituciones, transiciones, users,
} from '../db/schema';
import type { Storage } from '../lib/storage';
import { makePdf } from './data/assets';
import { DEMO_APPLICANT, demoApplications, type DemoApplication } from './data/applications';
import { callHolding, demoCallWindows, insertDemoCalls, renderDemoBases, type DemoCall } from './demo-calls';

const DAY = 86_400_000;

interface Ctx {
  tx: Tx;
  storage: Storage;
  postulanteId: number;
  staff: Map<string, number>;
  resultId: number;
  now: number;
  calls: DemoCall[];
}

async function storePdf(c: Ctx, bytes: Uint8Array, name: string): Promise<string> {
  const id = randomUUID();
  const key = `${id}.pdf`;
  await c.storage.putBytes(key, bytes);
  await c.tx.insert(archivos).values({ id, storage_key: key, nombre_original: name, mime: 'application/pdf', size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), publico: false, postulante_id: c.postulanteId });
  return id;
}

const iso = (ms: number) => new Date(ms);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoApplications(db: Db, storage: Storage): Promise<number> {
  const [existing] = await db.select({ id: postulantes.id }).from(postulantes).where(eq(postulantes.run, DEMO_APPLICANT.run)).limit(1);
  if (existing) {
    const [any] = await db.select({ id: postulacionSellos.id }).from(postulacionSellos).where(eq(postulacionSellos.postulante_id, existing.id)).limit(1);
    if (any) return 0;
  }
  const cats = await db.select().from(categoriaPostulaciones).orderBy(asc(categoriaPostulaciones.id));
  const reqs = await db.select().from(requisitos).orderBy(asc(requisitos.orden), asc(requisitos.id));
  const medios = await db.select().from(mediosVerificacion).orderBy(asc(mediosVerificacion.id));
  const [tipo] = await db.select().from(tipoInstituciones).orderBy(asc(tipoInstituciones.id)).limit(1);
  const [comuna] = await db.select().from(comunas).orderBy(asc(comunas.id)).limit(1);
  const [estadoReq] = await db.select().from(estadoRequisitos).orderBy(asc(estadoRequisitos.id)).limit(1);
  const [result] = await db.select().from(resultadoPostulaciones).orderBy(asc(resultadoPostulaciones.id)).limit(1);
  const staffRows = await db.select({ id: users.id, email: users.email }).from(users);
  if (!tipo || !comuna || !estadoReq || !result || cats.length === 0) return 0;
  // PDFs are rendered before the transaction (pdf-lib is CPU work); requirement files are shared bytes.
  const reqPdf = new Map<number, Uint8Array>();
  for (const r of reqs) reqPdf.set(r.id, await makePdf(r.nombre, ['Medio de verificación presentado por la institución.', r.medio_verificacion]));
  const stageOne = await Promise.all(demoApplications.map(async (d) => ({
    bitacora: await makePdf(`Bitácora - ${d.nombre}`, ['Registro de las acciones de inclusión realizadas durante el año.', `Institución: ${d.nombre}.`]),
    declaracion: await makePdf(`Formulario de Declaración - ${d.nombre}`, ['Declaro que la información entregada es fidedigna.', `Institución: ${d.nombre}.`]),
    admisibilidad: await makePdf(`Verificación de admisibilidad - ${d.nombre}`, ['Certificado de cumplimiento de la Ley 21.015.']),
    corregido: await makePdf(`Bitácora corregida - ${d.nombre}`, ['Versión corregida según las observaciones.']),
  })));

  // The calls (issue 60) relative to the seed's clock: this year's open now, earlier years' closed.
  const now = Date.now();
  const windows = demoCallWindows(now, demoApplications.map((d) => now - d.diasAtras * DAY));
  const bases = await renderDemoBases(windows);

  let created = 0;
  await db.transaction(async (tx) => {
    const [person] = await tx.insert(postulantes).values({ run: DEMO_APPLICANT.run, name: DEMO_APPLICANT.name, lastname: DEMO_APPLICANT.lastname })
      .onConflictDoUpdate({ target: postulantes.run, set: { name: DEMO_APPLICANT.name } }).returning();
    if (!person) return;
    const calls = await insertDemoCalls(tx, storage, windows, bases);
    const c: Ctx = { tx, storage, postulanteId: person.id, staff: new Map(staffRows.map((s) => [s.email, s.id])), resultId: result.id, now, calls };
    for (const [index, demo] of demoApplications.entries()) {
      const cat = cats[demo.categoria % cats.length];
      const files = stageOne[index];
      if (!cat || !files) continue;
      await seedOne(c, demo, index, { cat, reqs: reqs.filter((r) => r.categoria_id === cat.id), medios: medios.filter((m) => m.categoria_id === cat.id), tipoId: tipo.id, comuna, estadoReqId: estadoReq.id, reqPdf, files });
      created += 1;
    }
  });
  return created;
}

interface Refs {
  cat: typeof categoriaPostulaciones.$inferSelect;
  reqs: typeof requisitos.$inferSelect[];
  medios: typeof mediosVerificacion.$inferSelect[];
  tipoId: number;
  comuna: typeof comunas.$inferSelect;
  estadoReqId: number;
  reqPdf: Map<number, Uint8Array>;
  files: { bitacora: Uint8Array; declaracion: Uint8Array; admisibilidad: Uint8Array; corregido: Uint8Array };
}

async function seedOne(c: Ctx, d: DemoApplication, index: number, r: Refs): Promise<void> {
  const { tx } = c;
  // RUTs of a range no test or example uses (65.1xx.xxx): a live demo application holds its RUT.
  const body = String(65_100_000 + index * 1_013);
  const rut = formatRut(body + computeRutDv(body));
  const createdMs = c.now - d.diasAtras * DAY;
  const at = (offsetDays: number) => iso(createdMs + offsetDays * DAY);
  const call = callHolding(c.calls, createdMs);
  const admin = c.staff.get('admin@sello.test') ?? null;
  const [inst] = await tx.insert(instituciones).values({ postulante_id: c.postulanteId, titulo: d.nombre, rut, created_at: at(0), updated_at: at(0) }).returning();
  if (!inst) return;
  const [app] = await tx.insert(postulacionSellos).values({
    postulante_id: c.postulanteId, institucion_id: inst.id, nombre_institucion: d.nombre, rut_institucion: rut, rubro_institucion: d.rubro,
    tipo_institucion_id: r.tipoId, direccion_fisica: d.direccion, region_id: r.comuna.region_id, comuna_id: r.comuna.id,
    cant_trabajadores: d.trabajadores, cant_trabajadores_discapacidad: Math.max(1, Math.round(d.trabajadores / 90)),
    categoria_id: r.cat.id, convocatoria_id: call?.id ?? null, year: call?.anno ?? null, estado: d.estado, step: 4, created_at: at(0), updated_at: at(d.historia.length + 1),
  }).returning();
  if (!app) return;
  await tx.insert(repLegales).values({
    postulacion_sello_id: app.id, nombre_rep_legal: d.representante, cargo_rep_legal: 'Representante legal', rut_rep_legal: '12.345.678-5',
    telefono_rep_legal: '+56912345678', correo_rep_legal: d.correo,
  });
  await tx.insert(encargados).values({
    postulacion_sello_id: app.id, nombre_encargado: d.encargado, cargo_encargado: 'Encargada de inclusión', rut_encargado: '11.111.111-1',
    telefono_encargado: '+56987654321', correo_encargado: d.correo,
  });
  const bitacora = await storePdf(c, r.files.bitacora, 'bitacora.pdf');
  const declaracion = await storePdf(c, r.files.declaracion, 'declaracion.pdf');
  const [p1] = await tx.insert(obtencionSelloP1).values({ postulacion_sello_id: app.id, bitacora_id: bitacora, declaracion_autoridad_id: declaracion }).returning();
  if (!p1) return;
  const admisibilidad = await storePdf(c, r.files.admisibilidad, 'verificacion-admisibilidad.pdf');
  await tx.insert(obtencionSelloP2).values({ obtencion_sello_p1_id: p1.id, medio_verificacion_id: r.medios[0]?.id ?? null, archivo_verificacion_id: admisibilidad });
  for (const req of r.reqs) {
    const bytes = r.reqPdf.get(req.id);
    const fileId = bytes ? await storePdf(c, bytes, `requisito-${req.orden}.pdf`) : null;
    await tx.insert(requisitoPostulaciones).values({ obtencion_sello_p1_id: p1.id, requisito_id: req.id, medio_verificacion: req.medio_verificacion, archivo_id: fileId, estado_requisito_id: r.estadoReqId });
  }

  // The history: one transition a day, decided by the demo admin.
  let from = 'Registrada';
  for (const [step, to] of d.historia.entries()) {
    const staffMove = !['Enviada', 'En reposición'].includes(to) || from === 'En reposición';
    const by = staffMove ? (to === d.historia[d.historia.length - 1] && d.resueltaPor ? c.staff.get(d.resueltaPor) ?? admin : admin) : null;
    const motivo = to === 'Inadmisible' || to === 'Rechazada' ? d.motivo ?? null : from === 'En reposición' ? 'Se revisaron los antecedentes del recurso.' : to === 'En reposición' ? d.reposicion ?? null : null;
    await tx.insert(transiciones).values({
      postulacion_sello_id: app.id, desde: from, hasta: to, motivo, user_id: by, created_at: at(step + 1),
      plazo: to === 'Observada' ? day(c.now + 10 * DAY) : null,
    });
    await tx.insert(historialPostulaciones).values({ postulacion_sello_id: app.id, institucion_id: inst.id, resultado_postulacion_id: c.resultId, progreso_postulacion: 5, created_at: at(step + 1) });
    from = to;
  }
  if (d.estado === 'Observada') {
    await tx.insert(observaciones).values({
      postulacion_sello_id: app.id, clave: 'bitacora', documento: 'Bitácora', plazo_respuesta: day(c.now + 10 * DAY), archivo_id: bitacora, user_id: admin,
      texto: 'La bitácora no incluye las acciones del segundo semestre. Adjunte la versión completa.', created_at: at(d.historia.length),
    });
  }
  if (d.reemplazo) {
    // An earlier observation round answered with a corrected logbook: both versions are kept.
    const nuevo = await storePdf(c, r.files.corregido, 'bitacora-corregida.pdf');
    await tx.insert(documentoVersiones).values([
      { postulacion_sello_id: app.id, clave: 'bitacora', archivo_id: bitacora, version: 1, created_at: at(0) },
      { postulacion_sello_id: app.id, clave: 'bitacora', archivo_id: nuevo, version: 2, created_at: at(2) },
    ]);
    await tx.update(obtencionSelloP1).set({ bitacora_id: nuevo }).where(eq(obtencionSelloP1.id, p1.id));
    await tx.insert(observaciones).values({
      postulacion_sello_id: app.id, clave: 'bitacora', documento: 'Bitácora', plazo_respuesta: day(createdMs + 12 * DAY), archivo_id: bitacora,
      archivo_nuevo_id: nuevo, respondida_at: at(2), abierta: false, user_id: admin, texto: 'Falta la firma de la autoridad en la bitácora.', created_at: at(1),
    });
  }
  for (const a of d.revisores) {
    const revisorId = c.staff.get(a.email);
    if (!revisorId) continue;
    const declared = a.declaracion ? at(d.historia.length + 0.2) : null;
    await tx.insert(asignaciones).values({
      postulacion_sello_id: app.id, revisor_id: revisorId, fecha_limite: day(c.now + a.venceEnDias * DAY), asignada_por: admin,
      declaracion: a.declaracion ?? null, declaracion_motivo: a.declaracion === 'inhabilitacion' ? 'Trabajé en esta institución hasta el año pasado.' : null,
      declarada_at: declared, evaluacion_enviada_at: a.evaluacion === 'enviada' ? at(d.historia.length + 0.5) : null, created_at: at(d.historia.length),
    });
    const scored = a.evaluacion === 'enviada' ? r.reqs : a.evaluacion === 'en_curso' ? r.reqs.slice(0, 2) : [];
    // Scored between the declaration and the sending, not on the day the demo data was loaded.
    const scoredAt = at(d.historia.length + 0.3);
    for (const [i, req] of scored.entries()) {
      const puntaje = Math.max(0, Math.min(req.ptje_total, Math.round(req.ptje_total * (a.nivel ?? 0.8)) - (i % 2)));
      await tx.insert(evaluaciones).values({
        postulacion_sello_id: app.id, revisor_id: revisorId, requisito_id: req.id, puntaje, cumple: puntaje * 2 >= req.ptje_total,
        comentario: puntaje * 2 >= req.ptje_total ? 'El medio de verificación respalda el requisito.' : 'La evidencia es parcial.',
        created_at: scoredAt, updated_at: scoredAt,
      });
    }
  }
  if (d.consolidado) {
    for (const req of r.reqs) {
      await tx.insert(consolidaciones).values({
        postulacion_sello_id: app.id, requisito_id: req.id, puntaje: Math.round(req.ptje_total * d.consolidado), user_id: admin, updated_at: at(d.historia.length + 0.6),
      });
    }
  }
  if (d.carta) {
    await tx.insert(correos).values({
      para: d.correo, asunto: d.carta.asunto, cuerpo: `Estimado/a ${d.encargado}:\n\n${d.carta.texto}\n\nAtentamente,\nPrograma Sello Chile Inclusivo`,
      tipo: d.carta.tipo, estado: d.carta.enviada ? 'almacenado' : 'borrador', postulacion_sello_id: app.id, created_by: admin,
      created_at: at(d.historia.length), updated_at: at(d.historia.length), enviado_at: d.carta.enviada ? at(d.historia.length) : null,
    });
  }
  if (d.estado === 'En reposición') {
    await tx.insert(reposiciones).values({
      postulacion_sello_id: app.id, desde: d.historia[d.historia.length - 2] === 'Rechazada' ? 'Rechazada' : 'Inadmisible',
      motivo: d.reposicion ?? '', decidida_por: admin, created_at: at(d.historia.length),
    });
  }
  if (d.estado === 'Publicada') {
    const [recognised] = await tx.select().from(institucionesReconocidas).where(eq(institucionesReconocidas.titulo, d.nombre)).limit(1);
    if (recognised) await tx.insert(publicaciones).values({ postulacion_sello_id: app.id, institucion_reconocida_id: recognised.id, user_id: admin });
  }
}
