// Demo certificates (issue 58): every recognised institution of the demo gets its certificate, as if
// it had been issued when it was published, so the verification, the open data and the statistics
// have data to show. The one published from a demo application takes its RUT, region and commune from
// that application (its applicant downloads the certificate from their area); the others from the seed
// data. Demo mode only; an institution that already has a certificate is left as it is.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  certificados, comunas, institucionesReconocidas, postulacionSellos, publicaciones, regiones, transiciones, users,
} from '../db/schema';
import { issueCertificate } from '../services/certificates/issue';
import { todayInChile } from '../services/review/common';
import { demoInstitutions } from './data/index';

export async function seedDemoCertificates(db: Db): Promise<number> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  const institutions = await db.select({ inst: institucionesReconocidas, cert: certificados.id }).from(institucionesReconocidas)
    .leftJoin(certificados, and(eq(certificados.institucion_reconocida_id, institucionesReconocidas.id), isNull(certificados.reemplazado_at)))
    .orderBy(asc(institucionesReconocidas.id));
  const places = await db.select({ comunaId: comunas.id, regionId: regiones.id, comuna: comunas.nombre, region: regiones.nombre })
    .from(comunas).innerJoin(regiones, eq(regiones.id, comunas.region_id));
  const today = todayInChile();
  let issued = 0;
  for (const { inst, cert } of institutions) {
    if (cert !== null) continue;
    const [published] = await db.select({ app: postulacionSellos }).from(publicaciones)
      .innerJoin(postulacionSellos, eq(postulacionSellos.id, publicaciones.postulacion_sello_id))
      .where(eq(publicaciones.institucion_reconocida_id, inst.id)).limit(1);
    const seed = demoInstitutions.find((d) => d.titulo === inst.titulo && d.anno_certificacion === inst.anno_certificacion);
    let input: { rut: string; regionId: number | null; comunaId: number | null; postulacionId: number | null; otorgadoEl: string } | null = null;
    if (published) {
      const [when] = await db.select({ at: transiciones.created_at }).from(transiciones)
        .where(and(eq(transiciones.postulacion_sello_id, published.app.id), eq(transiciones.hasta, 'Publicada'))).limit(1);
      input = {
        rut: published.app.rut_institucion, regionId: published.app.region_id, comunaId: published.app.comuna_id,
        postulacionId: published.app.id, otorgadoEl: todayInChile(when?.at ?? inst.created_at),
      };
    } else if (seed?.sello) {
      const { rut, region, comuna } = seed.sello;
      const place = places.find((p) => p.region === region && p.comuna === comuna);
      // Granted in the middle of its certification year (today, for this year's before July).
      const midYear = `${inst.anno_certificacion}-06-30`;
      input = { rut, regionId: place?.regionId ?? null, comunaId: place?.comunaId ?? null, postulacionId: null, otorgadoEl: midYear < today ? midYear : today };
    }
    if (!input) continue;
    const fields = input;
    await db.transaction((tx) => issueCertificate(tx, {
      ...fields, institucionId: inst.id, titulo: inst.titulo, categoriaId: inst.categoria_id, anno: inst.anno_certificacion, userId: admin?.id ?? null,
    }));
    issued += 1;
  }
  return issued;
}
