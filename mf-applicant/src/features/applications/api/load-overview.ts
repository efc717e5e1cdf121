import { type HistorialPostulacion, type PostulacionDetalle, type PostulacionResumen, type RefItem } from '@sello/shared-api';
import { getHistorialPostulaciones, getMiPostulacion, getMisPostulaciones, getRegiones } from '@sello/shared-api/applicant';
import { pickCurrent, pickDraft } from '../../applicant-core';

export interface Overview {
  applications: PostulacionResumen[];
  /** The newest registered application, else the draft: it names the heading and the user bar. */
  main: PostulacionDetalle | null;
  history: HistorialPostulacion[];
  regiones: RefItem[];
}

export async function loadOverview(): Promise<Overview> {
  const applications = await getMisPostulaciones();
  const main = pickCurrent(applications) ?? pickDraft(applications);
  const [detail, history, regiones] = await Promise.all([
    main ? getMiPostulacion(main.id) : Promise.resolve(null),
    getHistorialPostulaciones(),
    getRegiones(),
  ]);
  return { applications: [...applications].sort((a, b) => b.id - a.id), main: detail, history, regiones };
}
