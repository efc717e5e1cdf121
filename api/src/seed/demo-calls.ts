// Demo calls for applications (issue 60), relative to the seed's clock: the call of this year open now
// (opened 45 days ago, closing in 60) and, for each earlier year of the demo applications, a closed
// call whose window holds them. Every demo application belongs to the call that held its creation.
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { yearInChile } from '@sello/shared-api/calendar';
import type { Tx } from '../db/client';
import { archivos, categoriaPostulaciones, convocatoriaCategorias, convocatorias, umbralesCategoria } from '../db/schema';
import { chileLocal, fromChileLocal } from '../lib/chile-time';
import type { Storage } from '../lib/storage';
import { makePdf } from './data/assets';
import { downloadables } from './data/downloadables';

const DAY = 86_400_000;

export interface DemoCallWindow { anno: number; abre: Date; cierra: Date; resultados: string }
export interface DemoCall extends DemoCallWindow { id: number }

/** A day in Chile at a wall-clock time that always exists (clocks change at midnight). */
function dayAt(ms: number, time: '09:00' | '23:59'): Date {
  const instant = fromChileLocal(`${chileLocal(new Date(ms)).slice(0, 10)}T${time}`);
  if (!instant) throw new Error(`hora inexistente en Chile: ${time}`);
  return instant;
}

const plusDays = (date: Date, days: number) => chileLocal(new Date(date.getTime() + days * DAY)).slice(0, 10);

/**
 * The windows: this year's call open now; earlier applications grouped by the year of their creation,
 * each group's call opening 20 days before its first application and closing 20 days after its last
 * sending (the day after creation), and always before this year's call opens (windows never overlap).
 */
export function demoCallWindows(now: number, createdTimes: number[]): DemoCallWindow[] {
  const anno = yearInChile(new Date(now));
  const earliestRecent = Math.min(now - 45 * DAY, ...createdTimes.filter((t) => t >= now - 45 * DAY || yearInChile(new Date(t)) === anno).map((t) => t - 5 * DAY));
  const current = { anno, abre: dayAt(earliestRecent, '09:00'), cierra: dayAt(now + 60 * DAY, '23:59') };
  const byYear = new Map<number, number[]>();
  for (const t of createdTimes) {
    if (t >= current.abre.getTime() || yearInChile(new Date(t)) === anno) continue;
    const year = yearInChile(new Date(t));
    byYear.set(year, [...(byYear.get(year) ?? []), t]);
  }
  const earlier = [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, times]) => {
    const abre = dayAt(Math.min(...times) - 20 * DAY, '09:00');
    const cierra = new Date(Math.min(dayAt(Math.max(...times) + 21 * DAY, '23:59').getTime(), current.abre.getTime() - DAY));
    return { anno: year, abre, cierra };
  });
  return [current, ...earlier].map((w) => ({ ...w, resultados: plusDays(w.cierra, 60) }));
}

/** The bases of a call: the programme's bases with that call's year and dates. */
function basesOf(w: DemoCallWindow) {
  const [template] = downloadables;
  const title = `Bases Sello Chile Inclusivo ${w.anno}`;
  const fecha = (d: Date) => { const l = chileLocal(d); return `${l.slice(8, 10)}/${l.slice(5, 7)}/${l.slice(0, 4)} a las ${l.slice(11)}`; };
  const paragraphs = (template?.paragraphs ?? []).map((p) => (p.startsWith('5. Postulación.')
    ? `5. Postulación. La postulación es gratuita y se realiza solo a través del portal, entre el ${fecha(w.abre)} y el ${fecha(w.cierra)} (hora de Chile): registrarse en el sitio; ingresar con ClaveÚnica; declarar conocer las bases vigentes; elegir una categoría; descargar la bitácora única y el formulario de declaración; completarlos y adjuntarlos; y completar el formulario de autoevaluación en línea.`
    : p));
  return { title, filename: `bases-sello-chile-inclusivo-${w.anno}.pdf`, paragraphs };
}

/** Renders the bases (before the transaction: pdf-lib is CPU work). */
export async function renderDemoBases(windows: DemoCallWindow[]): Promise<Uint8Array[]> {
  return Promise.all(windows.map((w) => { const b = basesOf(w); return makePdf(b.title, b.paragraphs); }));
}

/** Inserts the calls with their bases, every category open at its current threshold (60 without one). */
export async function insertDemoCalls(tx: Tx, storage: Storage, windows: DemoCallWindow[], bases: Uint8Array[]): Promise<DemoCall[]> {
  const cats = await tx.select().from(categoriaPostulaciones).orderBy(asc(categoriaPostulaciones.id));
  const thresholds = new Map((await tx.select().from(umbralesCategoria)).map((u) => [u.categoria_id, u.porcentaje]));
  const calls: DemoCall[] = [];
  for (const [index, w] of windows.entries()) {
    const bytes = bases[index];
    let fileId: string | null = null;
    if (bytes) {
      fileId = randomUUID();
      const key = `${fileId}.pdf`;
      await storage.putBytes(key, bytes);
      await tx.insert(archivos).values({ id: fileId, storage_key: key, nombre_original: basesOf(w).filename, mime: 'application/pdf', size: bytes.byteLength, publico: true });
    }
    const [row] = await tx.insert(convocatorias).values({ anno: w.anno, abre_en: w.abre, cierra_en: w.cierra, resultados_en: w.resultados, bases_archivo_id: fileId }).returning();
    if (!row) continue;
    if (cats.length > 0) {
      await tx.insert(convocatoriaCategorias).values(cats.map((c) => ({ convocatoria_id: row.id, categoria_id: c.id, umbral_porcentaje: thresholds.get(c.id) ?? 60 })));
    }
    calls.push({ ...w, id: row.id });
  }
  return calls;
}

/** The call whose window holds an instant, else the latest one that opened before it. */
export function callHolding(calls: DemoCall[], at: number): DemoCall | undefined {
  return calls.find((c) => c.abre.getTime() <= at && at < c.cierra.getTime())
    ?? [...calls].sort((a, b) => b.abre.getTime() - a.abre.getTime()).find((c) => c.abre.getTime() <= at);
}
