/**
 * Bench data for the review routes: `count` applications sent by one bench applicant, spread over
 * three years and the review states, every one assigned to the demo reviewer (so the reviewer queue
 * holds them all), a third with a saved evaluation. Plain SQL with generate_series: seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export async function seedBenchApplications(db: Db, count: number, revisorEmail: string): Promise<void> {
  await db.execute(sql`insert into postulantes (run, name, lastname) values ('99.999.999-9', 'Postulante', 'de carga') on conflict (run) do nothing`);
  await db.execute(sql`
    insert into instituciones (postulante_id, titulo, rut)
    select p.id, 'Institución de carga ' || g, '70.' || lpad(g::text, 6, '0') || '-0'
    from postulantes p, generate_series(1, ${count}) g where p.run = '99.999.999-9'`);
  await db.execute(sql`
    insert into postulacion_sellos (postulante_id, institucion_id, nombre_institucion, rut_institucion, rubro_institucion, tipo_institucion_id,
      direccion_fisica, region_id, comuna_id, cant_trabajadores, cant_trabajadores_discapacidad, categoria_id, year, estado, step, created_at, updated_at)
    select i.postulante_id, i.id, i.titulo, i.rut, 'Servicios', (select min(id) from tipo_instituciones), 'Calle de carga ' || i.id,
      c.region_id, c.id, 100 + i.id % 900, 1 + i.id % 9,
      (select id from categoria_postulaciones order by id offset (i.id % 2) limit 1), 2024,
      (array['Enviada', 'Admisible', 'Admisible', 'Aprobada', 'Rechazada', 'Observada'])[1 + i.id % 6],
      4, now() - ((i.id % 900) || ' days')::interval, now() - ((i.id % 30) || ' days')::interval
    from instituciones i, (select id, region_id from comunas order by id limit 1) c
    where i.titulo like 'Institución de carga %'`);
  await db.execute(sql`
    insert into transiciones (postulacion_sello_id, desde, hasta, created_at)
    select p.id, 'Registrada', 'Enviada', p.created_at + interval '1 day' from postulacion_sellos p where p.nombre_institucion like 'Institución de carga %'`);
  await db.execute(sql`
    insert into asignaciones (postulacion_sello_id, revisor_id, fecha_limite, declaracion, declarada_at, evaluacion_enviada_at)
    select p.id, u.id, current_date + (p.id % 20 - 5), case when p.id % 3 = 0 then null else 'sin_conflicto' end, now(),
      case when p.id % 5 = 0 then now() else null end
    from postulacion_sellos p, users u where p.nombre_institucion like 'Institución de carga %' and u.email = ${revisorEmail}`);
  await db.execute(sql`
    insert into evaluaciones (postulacion_sello_id, revisor_id, requisito_id, puntaje, cumple)
    select a.postulacion_sello_id, a.revisor_id, r.id, 1, true
    from asignaciones a join postulacion_sellos p on p.id = a.postulacion_sello_id
    join lateral (select id from requisitos where categoria_id = p.categoria_id order by orden, id limit 2) r on true
    where p.nombre_institucion like 'Institución de carga %' and a.postulacion_sello_id % 3 = 1`);
  await db.execute(sql`analyze`);
}
