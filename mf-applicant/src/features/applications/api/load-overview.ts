import { type PostulacionDetalle, type PostulacionResumen, type PostulanteRevision, type RefItem } from '@sello/shared-api';
import { getMiPostulacion, getMiRevision, getMisPostulaciones, getRegiones } from '@sello/shared-api/applicant';
import { pickCurrent, pickDraft } from '../../applicant-core';

export interface Overview {
  applications: PostulacionResumen[];
  /** The newest registered application, else the draft: it names the heading and the user bar. */
  main: PostulacionDetalle | null;
  /** The review side of every registered application (status explanation, observations, reposición, history). */
  revisions: Map<number, PostulanteRevision>;
  regiones: RefItem[];
}

export async function loadOverview(): Promise<Overview> {
  const applications = await getMisPostulaciones();
  const main = pickCurrent(applications) ?? pickDraft(applications);
  // A draft has not entered the review workflow yet: it has no review view.
  const registered = applications.filter((app) => app.estado !== 'Borrador');
  const [detail, revisions, regiones] = await Promise.all([
    main ? getMiPostulacion(main.id) : Promise.resolve(null),
    Promise.all(registered.map((app) => getMiRevision(app.id))),
    getRegiones(),
  ]);
  return {
    applications: [...applications].sort((a, b) => b.id - a.id),
    main: detail,
    revisions: new Map(revisions.map((revision) => [revision.id, revision])),
    regiones,
  };
}
