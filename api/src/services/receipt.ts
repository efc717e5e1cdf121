// The receipt of a sent application (issue 60): a reference number, the date and time, what happens
// next and by when, as an accessible PDF kept with the application, downloaded by the applicant and
// e-mailed through the outbox. Made once, at the first sending, under the application's lock.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { formatPhone } from '@sello/shared-api';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import {
  archivos, categoriaPostulaciones, comprobantes, mediosVerificacion, obtencionSelloP1, obtencionSelloP2, obtencionSelloP3,
  requisitoPostulaciones, requisitos,
} from '../db/schema';
import { chileDateTimeText } from '../lib/chile-time';
import { openAccessiblePdf } from '../lib/accessible-pdf';
import { queueMail } from '../lib/outbox';
import type { Postulacion } from './applications';
import { chileTimeText, type Convocatoria } from './calls';
import { chileanDate } from './review/common';
import { applicantContact } from './review/notify';
import { thresholdOf } from './review/scores';

export type Comprobante = typeof comprobantes.$inferSelect;

/** 'SCI-2026-000123': the call's year and the application's id, so it is unique and never changes. */
export function referenceOf(anno: number, id: number): string {
  return `SCI-${anno}-${String(id).padStart(6, '0')}`;
}

/** What happens after sending and by when: the spec's two stages, the call's threshold and results date. */
export async function nextSteps(tx: Tx, app: Postulacion, call: Convocatoria): Promise<{ pasos: string[]; plazo: string | null }> {
  const umbral = app.categoria_id ? await thresholdOf(tx, app.categoria_id, call.id) : null;
  const pasos = [
    'Etapa 1, admisibilidad: el equipo revisa que la institución cumpla la Ley 21.015 de inclusión laboral de personas con discapacidad '
      + '(1% de su dotación: entidades públicas con 100 o más trabajadores, privadas con 200 o más) y los documentos de admisibilidad. '
      + 'Si un documento tiene observaciones, le escribiremos con un plazo para reemplazarlo.',
    'Etapa 2, evaluación: si la postulación es admisible, el equipo revisor evalúa cada requisito. '
      + (umbral
        ? `Para obtener el sello, el puntaje consolidado debe alcanzar el ${umbral.porcentaje}% del puntaje máximo (${umbral.puntaje_minimo} de ${umbral.maximo} puntos).`
        : 'Para obtener el sello, el puntaje consolidado debe alcanzar el umbral de la categoría.'),
    call.resultados_en
      ? `Le informaremos el resultado por correo electrónico y en su área de postulante a más tardar el ${chileanDate(call.resultados_en)}.`
      : 'Le informaremos el resultado de cada etapa por correo electrónico y en su área de postulante.',
    'Mientras se revisa, la postulación y sus archivos no se pueden modificar, salvo las correcciones que le pida el equipo.',
  ];
  return { pasos, plazo: call.resultados_en };
}

export interface ReceiptData {
  referencia: string;
  enviadaAt: Date;
  institucion: string;
  rut: string;
  categoria: string;
  anno: number;
  cierre: Date;
  contacto: { nombre: string; email: string; telefono: string | null } | null;
  documentos: { documento: string; archivo: string }[];
  pasos: string[];
  areaUrl: string;
}

const BLUE = '#0051A8';
const RED = '#D52B1E';

/**
 * The receipt as a tagged PDF (PDF/UA's structure: Document > H1, P, H2, Table > TR > TH/TD, L > LI),
 * language es-CL, its title shown in the viewer's title bar. Helvetica covers Spanish (WinAnsi).
 */
export function receiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const title = `Comprobante de envío ${data.referencia} - Sello Chile Inclusivo`;
  const { doc, done: bytes } = openAccessiblePdf({
    margin: 56,
    info: { Title: title, Author: 'Programa Sello Chile Inclusivo', Subject: `Postulación de ${data.institucion}` },
  });
  const done = bytes.then((buffer) => new Uint8Array(buffer));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The brand bar is decoration: an artifact, outside the structure.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width * 0.41, 6).fill(BLUE);
  doc.rect(doc.page.width * 0.41, 0, doc.page.width * 0.59, 6).fill(RED);
  doc.endMarkedContent();
  doc.fillColor('black');

  const root = doc.struct('Document');
  doc.addStructure(root);
  const heading = (level: 'H1' | 'H2', text: string) => root.add(doc.struct(level, {}, () => {
    doc.font('Helvetica-Bold').fontSize(level === 'H1' ? 18 : 13).text(text, left, doc.y, { width });
    doc.moveDown(0.4);
  }));
  const paragraph = (text: string) => root.add(doc.struct('P', {}, () => {
    doc.font('Helvetica').fontSize(10.5).text(text, left, doc.y, { width });
    doc.moveDown(0.5);
  }));
  /** Two-column table: each row's first cell is its header (TH). */
  const table = (rows: [string, string][], header?: [string, string]) => {
    const labelWidth = 170;
    const valueWidth = width - labelWidth - 10;
    const tableElement = doc.struct('Table');
    root.add(tableElement);
    const drawRow = (cells: [string, string], headerRow: boolean) => {
      doc.fontSize(10.5);
      const height = Math.max(
        doc.font('Helvetica-Bold').heightOfString(cells[0], { width: labelWidth }),
        doc.font(headerRow ? 'Helvetica-Bold' : 'Helvetica').heightOfString(cells[1], { width: valueWidth }),
      );
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      const row = doc.struct('TR');
      tableElement.add(row);
      row.add(doc.struct('TH', {}, () => doc.font('Helvetica-Bold').text(cells[0], left, y, { width: labelWidth })));
      row.add(doc.struct(headerRow ? 'TH' : 'TD', {}, () => doc.font(headerRow ? 'Helvetica-Bold' : 'Helvetica').text(cells[1], left + labelWidth + 10, y, { width: valueWidth })));
      row.end();
      doc.markContent('Artifact', { type: 'Layout' });
      doc.moveTo(left, y + height + 3).lineTo(left + width, y + height + 3).lineWidth(0.5).strokeColor('#999999').stroke();
      doc.endMarkedContent();
      doc.y = y + height + 8;
    };
    if (header) drawRow(header, true);
    for (const row of rows) drawRow(row, false);
    tableElement.end();
    doc.moveDown(0.5);
  };

  heading('H1', 'Comprobante de envío de postulación');
  paragraph(`Programa Sello Chile Inclusivo, convocatoria ${data.anno}. Recibimos la postulación que se detalla a continuación.`);
  table([
    ['Número de referencia', data.referencia],
    ['Fecha y hora de envío', `${chileDateTimeText(data.enviadaAt)} (hora de Chile)`],
    ['Institución', data.institucion],
    ['RUT de la institución', data.rut],
    ['Categoría', data.categoria],
    ['Convocatoria', `${data.anno} (cierra el ${chileTimeText(data.cierre)})`],
    ...(data.contacto ? [['Persona encargada', [data.contacto.nombre, data.contacto.email, data.contacto.telefono].filter(Boolean).join(', ')] as [string, string]] : []),
  ]);
  heading('H2', 'Documentos enviados');
  table(data.documentos.map((d) => [d.documento, d.archivo]), ['Documento', 'Archivo']);
  heading('H2', 'Qué sigue');
  const list = doc.struct('L');
  root.add(list);
  for (const step of data.pasos) {
    list.add(doc.struct('LI', {}, [
      doc.struct('LBody', {}, () => {
        doc.font('Helvetica').fontSize(10.5).text(`•  ${step}`, left, doc.y, { width, indent: 0 });
        doc.moveDown(0.4);
      }),
    ]));
  }
  list.end();
  paragraph(`Guarde este comprobante. Puede ver el estado de su postulación en ${data.areaUrl}. Cite el número de referencia ${data.referencia} en sus consultas.`);
  root.end();
  doc.end();
  return done;
}

/** The documents the application was sent with, for the receipt (names as the applicant saw them). */
export interface SentDocument { documento: string; archivo: string }

/** Every file of the application, named as its pages name them, read in the caller's transaction. */
export async function sentDocuments(tx: Tx, app: Postulacion): Promise<SentDocument[]> {
  const [p1] = await tx.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)).limit(1);
  if (!p1) return [];
  const [p2, p3, reqs] = await Promise.all([
    tx.select({ archivo: obtencionSelloP2.archivo_verificacion_id, medio: mediosVerificacion.nombre }).from(obtencionSelloP2)
      .leftJoin(mediosVerificacion, eq(mediosVerificacion.id, obtencionSelloP2.medio_verificacion_id))
      .where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP2.id)),
    tx.select().from(obtencionSelloP3).where(eq(obtencionSelloP3.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP3.id)),
    tx.select({ archivo: requisitoPostulaciones.archivo_id, nombre: requisitos.nombre }).from(requisitoPostulaciones)
      .innerJoin(requisitos, eq(requisitos.id, requisitoPostulaciones.requisito_id))
      .where(eq(requisitoPostulaciones.obtencion_sello_p1_id, p1.id)).orderBy(asc(requisitos.orden), asc(requisitos.id)),
  ]);
  const ids = [p1.bitacora_id, p1.declaracion_autoridad_id, ...p2.map((r) => r.archivo), ...p3.map((r) => r.archivo_id), ...reqs.map((r) => r.archivo)]
    .filter((id): id is string => Boolean(id));
  const names = new Map((ids.length ? await tx.select().from(archivos).where(inArray(archivos.id, ids)) : []).map((f) => [f.id, f.nombre_original]));
  const named = (documento: string, id: string | null) => (id ? [{ documento, archivo: names.get(id) ?? '' }] : []);
  return [
    ...named('Bitácora', p1.bitacora_id),
    ...named('Formulario de Declaración', p1.declaracion_autoridad_id),
    ...p2.flatMap((r) => named(`Admisibilidad: ${r.medio ?? 'verificación'}`, r.archivo)),
    ...p3.flatMap((r) => named(`Archivo adicional${r.descripcion ? `: ${r.descripcion}` : ''}`, r.archivo_id)),
    ...reqs.flatMap((r) => named(`Requisito: ${r.nombre}`, r.archivo)),
  ];
}

/**
 * Makes the receipt of an application just moved to Enviada (the caller holds its lock), stores its PDF
 * as the applicant's private file and queues the e-mail with it attached. The stored file's key is
 * pushed on `written`, for the caller to remove if the transaction rolls back.
 */
export async function issueReceipt(ctx: AppContext, tx: Tx, app: Postulacion, call: Convocatoria, written: string[]): Promise<Comprobante> {
  const documentos = await sentDocuments(tx, app);
  const enviadaAt = ctx.config.now();
  const referencia = referenceOf(call.anno, app.id);
  const [[categoria], contact, steps] = await Promise.all([
    app.categoria_id ? tx.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, app.categoria_id)) : Promise.resolve([]),
    applicantContact(tx, app.id),
    nextSteps(tx, app, call),
  ]);
  const bytes = await receiptPdf({
    referencia, enviadaAt, institucion: app.nombre_institucion, rut: app.rut_institucion, categoria: categoria?.nombre ?? '',
    anno: call.anno, cierre: call.cierra_en, contacto: contact ? { ...contact, telefono: contact.telefono ? formatPhone(contact.telefono) : null } : null,
    documentos, pasos: steps.pasos, areaUrl: areaUrl(ctx.config),
  });
  const id = randomUUID();
  const key = `${id}.pdf`;
  await ctx.storage.putBytes(key, bytes);
  written.push(key);
  await tx.insert(archivos).values({
    id, storage_key: key, nombre_original: `comprobante-${referencia}.pdf`, mime: 'application/pdf', size: bytes.byteLength, publico: false, postulante_id: app.postulante_id,
  });
  const [row] = await tx.insert(comprobantes).values({
    postulacion_sello_id: app.id, referencia, enviada_at: enviadaAt, proximos_pasos: steps.pasos, plazo: steps.plazo, archivo_id: id,
  }).returning();
  if (!row) throw new Error('comprobante no guardado');
  if (contact) {
    await queueMail(tx, {
      to: contact.email,
      subject: `Recibimos su postulación ${referencia} - Sello Chile Inclusivo`,
      text: [
        `Estimado/a ${contact.nombre}:`,
        '',
        `Recibimos la postulación de ${app.nombre_institucion} (RUT ${app.rut_institucion}) a la convocatoria ${call.anno} del Sello Chile Inclusivo.`,
        '',
        `Número de referencia: ${referencia}`,
        `Fecha y hora de envío: ${chileDateTimeText(enviadaAt)} (hora de Chile)`,
        '',
        'Qué sigue:',
        ...steps.pasos.map((step) => `- ${step}`),
        '',
        `Adjuntamos el comprobante en PDF. También puede descargarlo y ver el estado de su postulación en ${areaUrl(ctx.config)}`,
        '',
        'Atentamente,\nPrograma Sello Chile Inclusivo',
      ].join('\n'),
      kind: 'comprobante',
      postulacionId: app.id,
      attachmentId: id,
    });
  }
  return row;
}

const areaUrl = (config: AppConfig) => `${config.portalUrl}/postulante/postulaciones`;

export function serializeReceipt(row: Comprobante) {
  return {
    referencia: row.referencia,
    enviada_at: row.enviada_at.toISOString(),
    enviada_texto: `${chileDateTimeText(row.enviada_at)} (hora de Chile)`,
    proximos_pasos: row.proximos_pasos,
    plazo: row.plazo,
  };
}
