// Public statistics (issue 58). Recognised institutions come from the register's own query (the
// register names each of them, so their counts are shown as they are and add up to the register).
// Applications are aggregated by year and outcome, and a count below the threshold
// (ESTADISTICAS_UMBRAL, default 3) is published as "menos de N": a rejected or inadmissible
// application must not point to an institution. No totals are published next to them, so a hidden
// count cannot be worked out by subtraction.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { postulacionSellos } from '../db/schema';
import { listInstituciones } from './institutions';

export const RESULTADOS = ['Aprobada', 'Rechazada', 'Inadmisible', 'En evaluación'] as const;
type Resultado = (typeof RESULTADOS)[number];

/** An application's outcome as the statistics group it (only sent applications count). */
const OUTCOME = sql<Resultado>`case
  when ${postulacionSellos.estado} in ('Aprobada', 'Publicada') then 'Aprobada'
  when ${postulacionSellos.estado} = 'Rechazada' then 'Rechazada'
  when ${postulacionSellos.estado} = 'Inadmisible' then 'Inadmisible'
  else 'En evaluación' end`;
const YEAR = sql<number>`extract(year from ${postulacionSellos.created_at})::int`;

export function suppressed(count: number, threshold: number): number | string {
  return count > 0 && count < threshold ? `menos de ${threshold}` : count;
}

export async function publicStatistics(ctx: AppContext) {
  const threshold = ctx.config.statsThreshold;
  const [register, applications] = await Promise.all([
    listInstituciones(ctx),
    ctx.db.select({ anno: YEAR, resultado: OUTCOME, n: sql<number>`count(*)::int` }).from(postulacionSellos)
      .where(sql`${postulacionSellos.estado} not in ('Borrador', 'Registrada')`)
      .groupBy(YEAR, OUTCOME),
  ]);

  const byYearCategory = new Map<string, { anno: number; categoria: string; instituciones: number }>();
  const byRegion = new Map<string, number>();
  for (const entry of register) {
    const categoria = entry.categoria ?? 'Sin categoría';
    const key = `${entry.anno_certificacion}|${categoria}`;
    const cell = byYearCategory.get(key) ?? { anno: entry.anno_certificacion, categoria, instituciones: 0 };
    cell.instituciones += 1;
    byYearCategory.set(key, cell);
    const region = entry.region ?? 'Sin región informada';
    byRegion.set(region, (byRegion.get(region) ?? 0) + 1);
  }

  const years = [...new Set(applications.map((row) => Number(row.anno)))].sort((a, b) => b - a);
  const postulaciones = years.flatMap((anno) => RESULTADOS.map((resultado) => {
    const n = applications.find((row) => Number(row.anno) === anno && row.resultado === resultado)?.n ?? 0;
    return { anno, resultado, postulaciones: suppressed(Number(n), threshold) };
  }));

  return {
    umbral: threshold,
    nota: `Para que ninguna institución pueda identificarse, las cantidades de postulaciones menores que ${threshold} se muestran como «menos de ${threshold}». Las instituciones reconocidas se cuentan tal como aparecen en el registro público.`,
    reconocidas: {
      total: register.length,
      por_anno_y_categoria: [...byYearCategory.values()].sort((a, b) => b.anno - a.anno || a.categoria.localeCompare(b.categoria, 'es')),
      por_region: [...byRegion.entries()].map(([region, instituciones]) => ({ region, instituciones }))
        .sort((a, b) => b.instituciones - a.instituciones || a.region.localeCompare(b.region, 'es')),
    },
    postulaciones: { resultados: RESULTADOS, por_anno_y_resultado: postulaciones },
  };
}
