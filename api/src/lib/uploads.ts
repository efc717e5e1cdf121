import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { imageSize } from 'image-size';
import { inArray } from 'drizzle-orm';
import { EMPTY_FILE_MESSAGE, fileTooBigMessage, UPLOAD_LIMIT_MB } from '@sello/shared-api/schemas';
import type { Db, Tx } from '../db/client';
import { archivos } from '../db/schema';
import { sha256OfFile } from './file-digest';
import { HttpError } from './http-error';
import { withoutMetadata } from './picture-metadata';
import type { Storage } from './storage';
import { assertCleanFileName, assertCleanText, NOT_UTF8_MESSAGE } from './text-guard';
import { enforceApplicationLimits, type ApplicationLimits } from './upload-quota';

export interface Dimensions { minWidth: number; maxWidth: number; minHeight: number; maxHeight: number; message: string }

export interface FileRule {
  kind: 'pdf' | 'image';
  maxBytes: number;
  required: boolean;
  requiredMessage?: string;
  dimensions?: Dimensions;
}

export const MB = 1024 * 1024;
export const LIMITS = { pdf: UPLOAD_LIMIT_MB.pdf * MB, image: UPLOAD_LIMIT_MB.image * MB } as const;

/** The spec's dimension rules (natural size in pixels). */
export const DIMENSIONS = {
  newsDesktop: { minWidth: 100, maxWidth: 1110, minHeight: 100, maxHeight: 336, message: 'La imagen no cumple con las dimensiones (Mínimo 100x100 y máximo 1110x336).' },
  newsMobile: { minWidth: 100, maxWidth: 290, minHeight: 50, maxHeight: 88, message: 'La imagen no cumple con las dimensiones (Mínimo 100x50 y máximo 290x88).' },
  logo: { minWidth: 100, maxWidth: 255, minHeight: 50, maxHeight: 70, message: 'La imagen no cumple con las dimensiones (Mínimo 100x50 y máximo 255x70).' },
  landing: { minWidth: 1100, maxWidth: 1100, minHeight: 336, maxHeight: 336, message: 'La imagen debe medir 1100x336 píxeles.' },
} satisfies Record<string, Dimensions>;

export interface ReceivedFile {
  field: string;
  tempPath: string;
  originalName: string;
  mime: string;
  ext: string;
  size: number;
  /** SHA-256 of the bytes as stored (a picture's after its metadata is removed). */
  sha256: string;
}

export interface Received {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  discard(): Promise<void>;
}

const PDF_TYPES = new Set(['application/pdf']);
/** The picture types an upload may be; public ones also come narrower (image-variants.ts). */
export const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Keeps the visible part of a client file name; it is only metadata, never a path. */
export function safeOriginalName(name: string | undefined): string {
  const base = (name ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/^\.+/, '').trim();
  return (cleaned || 'archivo').slice(0, 200);
}

/** Browsers send a bare file name; a path (`../../etc/passwd.pdf`, `C:\\x.pdf`) or control characters mean a crafted request. */
function isPlainFileName(name: string | undefined): boolean {
  if (!name) return true;
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}

async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true }).catch(() => undefined);
}

/**
 * Streams every file part to a temp file, then checks size, magic bytes and dimensions.
 * On any rejection all temp files are deleted before the error is thrown: nothing is left behind.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  storage: Storage,
  rules: Record<string, FileRule>,
): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(415, 'Se esperaba un formulario con archivos (multipart/form-data).');
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map(removeQuietly));
  };
  const maxBytes = Math.max(...Object.values(rules).map((rule) => rule.maxBytes), 1);
  let parts = 0;
  try {
    // preservePath: see the client's file name as sent, so a name with a path is refused, not silently trimmed.
    for await (const part of request.parts({ preservePath: true, limits: { fileSize: maxBytes, files: Object.keys(rules).length } })) {
      parts += 1;
      if (part.type === 'field') {
        // The parser cuts a text longer than `fieldSize` (app.ts) and says so: refused, never stored cut.
        if (part.valueTruncated) {
          throw new HttpError(413, 'El formulario tiene un texto demasiado largo.', { [part.fieldname]: ['El texto es demasiado largo.'] });
        }
        // The parser decodes a text field leniently: invalid UTF-8 arrives as U+FFFD. Refused rather than
        // stored so (a U+FFFD the person really sent is refused too: it is never typed on purpose).
        if (typeof part.value === 'string' && part.value.includes('\uFFFD')) {
          throw new HttpError(400, NOT_UTF8_MESSAGE, { [part.fieldname]: ['El texto no es UTF-8 válido.'] });
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        assertCleanText({ [part.fieldname]: part.value });
        continue;
      }
      const rule = rules[part.fieldname];
      const temp = storage.tempPath();
      temps.push(temp);
      await pipeline(part.file, fs.createWriteStream(temp));
      if (!rule) throw new HttpError(422, 'El formulario contiene un archivo no esperado.', { [part.fieldname]: ['Archivo no esperado.'] });
      // A file input sends one part: a second one would replace the first and leave its temp file behind.
      if (files[part.fieldname]) {
        throw new HttpError(422, 'El formulario contiene un archivo repetido.', { [part.fieldname]: ['Solo se puede adjuntar un archivo en este campo.'] });
      }
      assertCleanFileName(part.fieldname, part.filename);
      if (!isPlainFileName(part.filename)) {
        throw new HttpError(422, 'El nombre del archivo no es válido.', { [part.fieldname]: ['El nombre del archivo no puede contener rutas ni caracteres de control.'] });
      }
      const { size } = await fsp.stat(temp);
      if (part.file.truncated || size > rule.maxBytes) {
        throw new HttpError(413, 'El archivo supera el tamaño máximo permitido.', {
          [part.fieldname]: [fileTooBigMessage(Math.round(rule.maxBytes / MB))],
        });
      }
      // An empty file input arrives as a zero-byte part without a name: "not sent" (its empty temp file
      // goes at once). A chosen file that is empty is refused: taken as "not sent", an optional file
      // (a reposición's) was filed without it and a required one was asked for again.
      if (size === 0 && !part.filename) {
        await removeQuietly(temp);
        continue;
      }
      if (size === 0) throw new HttpError(422, EMPTY_FILE_MESSAGE, { [part.fieldname]: [EMPTY_FILE_MESSAGE] });
      const type = await fileTypeFromFile(temp);
      const allowed = rule.kind === 'pdf' ? PDF_TYPES : IMAGE_TYPES;
      if (!type || !allowed.has(type.mime)) {
        const expected = rule.kind === 'pdf' ? 'un PDF' : 'una imagen PNG, JPEG o WebP';
        throw new HttpError(422, 'Tipo de archivo no permitido.', { [part.fieldname]: [`El archivo debe ser ${expected}.`] });
      }
      let storedSize = size;
      if (rule.kind === 'image') {
        // Stored upright and without metadata (GPS position, camera, owner): the dimensions are those of the picture as shown.
        const clean = await cleanPicture(part.fieldname, await fsp.readFile(temp), type.mime);
        if (rule.dimensions) checkDimensions(part.fieldname, clean, rule.dimensions);
        await fsp.writeFile(temp, clean);
        storedSize = clean.length;
      }
      files[part.fieldname] = {
        field: part.fieldname, tempPath: temp, originalName: safeOriginalName(part.filename), mime: type.mime, ext: type.ext, size: storedSize,
        sha256: await sha256OfFile(temp),
      };
    }
  } catch (error) {
    await discard();
    throw asClientError(error);
  }
  const missing: Record<string, string[]> = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (rule.required && !files[field]) missing[field] = [rule.requiredMessage ?? 'El archivo es requerido.'];
  }
  if (Object.keys(missing).length > 0) {
    await discard();
    throw new HttpError(422, 'Los datos enviados no son válidos.', missing);
  }
  // A form always sends its fields: a body without a single part (empty, only the closing line) is
  // no form, and an edit route would otherwise save "no change" as a new revision.
  if (parts === 0) throw new HttpError(400, 'El formulario enviado está vacío.');
  return { fields, files, discard };
}

/**
 * A malformed multipart body (no boundary, truncated part, bad part header) makes the parser throw a
 * plain Error, and a client that hangs up mid-upload a reset: the client's doing, a 400, not a 500.
 * System errors (disk) stay 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const known = error as { statusCode?: number; code?: string };
  // The client went away mid-upload: nobody reads the answer, and it is no server error to log as one.
  if (known.code === 'ECONNRESET' || known.code === 'ECONNABORTED') return new HttpError(400, 'El envío del formulario se interrumpió.');
  if (known.statusCode || (typeof known.code === 'string' && /^E[A-Z]+$/.test(known.code))) return error;
  return new HttpError(400, 'El formulario enviado no es válido.');
}

/** The picture without its metadata; one its header claimed to be but sharp cannot decode is refused like any unreadable image. */
async function cleanPicture(field: string, bytes: Buffer, mime: string): Promise<Buffer> {
  try {
    return await withoutMetadata(bytes, mime);
  } catch {
    throw new HttpError(422, 'Imagen no válida', { [field]: ['No se pudo leer la imagen.'] });
  }
}

function checkDimensions(field: string, bytes: Buffer, rule: Dimensions): void {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw new HttpError(422, 'Imagen no válida', { [field]: ['No se pudo leer la imagen.'] });
  }
  if (width < rule.minWidth || width > rule.maxWidth || height < rule.minHeight || height > rule.maxHeight) {
    throw new HttpError(422, 'Imagen no válida', { [field]: [rule.message] });
  }
}

/** Runs checks that follow the upload (fields, ownership, state); if one fails the temp files go too. */
export async function guardReceived<T>(received: Received, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await received.discard();
    throw error;
  }
}

export interface StoreOptions<G = undefined> {
  publico: boolean;
  postulanteId?: number | null;
  /** An applicant's upload: the application's quota and file counts are checked inside the transaction. */
  limits?: ApplicationLimits;
  /**
   * Runs first inside the transaction, before any row is written: an applicant's upload locks its
   * application's row there and checks its state again (services/applications.ts `lockApplication`),
   * since the check in `guardReceived` ran before the transaction and a concurrent send may have
   * committed since. A refusal here rolls back and removes the received files like any other. What
   * it returns (the locked row, what it checked) is handed to `work`.
   */
  guard?: (tx: Tx) => Promise<G>;
}

export interface WorkResult<T> { result: T; obsolete?: (string | null | undefined)[] }

/**
 * The atomic part of an upload: inside one transaction run `guard`, insert the file rows, run `work` (which links
 * them), delete the rows of files being replaced and move the temp files into storage. If anything
 * fails the transaction rolls back and moved files are removed; replaced files are removed from
 * storage only after the commit. A crash in between leaves at most an unreferenced file, which the
 * start-up sweep deletes.
 */
export async function storeUploads<T, G = undefined>(
  db: Db,
  storage: Storage,
  received: Received,
  options: StoreOptions<G>,
  work: (tx: Tx, fileIds: Record<string, string>, guarded: G) => Promise<WorkResult<T>>,
): Promise<T> {
  const moved: string[] = [];
  let obsoleteKeys: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const guarded = (options.guard ? await options.guard(tx) : undefined) as G;
      const ids: Record<string, string> = {};
      const plan: { temp: string; key: string }[] = [];
      for (const file of Object.values(received.files)) {
        const id = randomUUID();
        const key = `${id}.${file.ext}`;
        ids[file.field] = id;
        plan.push({ temp: file.tempPath, key });
        await tx.insert(archivos).values({
          id, storage_key: key, nombre_original: file.originalName, mime: file.mime, size: file.size, sha256: file.sha256,
          publico: options.publico, postulante_id: options.postulanteId ?? null,
        });
      }
      const outcome = await work(tx, ids, guarded);
      const obsolete = (outcome.obsolete ?? []).filter((value): value is string => Boolean(value));
      if (obsolete.length > 0) {
        const rows = await tx.select({ key: archivos.storage_key }).from(archivos).where(inArray(archivos.id, obsolete));
        await tx.delete(archivos).where(inArray(archivos.id, obsolete));
        obsoleteKeys = rows.map((row) => row.key);
      }
      if (options.limits) await enforceApplicationLimits(tx, options.limits);
      for (const step of plan) {
        await storage.putFromTemp(step.temp, step.key);
        moved.push(step.key);
      }
      return outcome.result;
    });
    await Promise.all(obsoleteKeys.map((key) => storage.remove(key).catch(() => undefined)));
    return result;
  } catch (error) {
    await Promise.all(moved.map((key) => storage.remove(key).catch(() => undefined)));
    await received.discard();
    throw error;
  }
}

/** Deletes file rows (in the caller's transaction) and returns their storage keys to remove after commit. */
export async function deleteFileRows(tx: Tx | Db, ids: (string | null | undefined)[]): Promise<string[]> {
  const list = ids.filter((value): value is string => Boolean(value));
  if (list.length === 0) return [];
  const rows = await tx.select({ key: archivos.storage_key }).from(archivos).where(inArray(archivos.id, list));
  await tx.delete(archivos).where(inArray(archivos.id, list));
  return rows.map((row) => row.key);
}
