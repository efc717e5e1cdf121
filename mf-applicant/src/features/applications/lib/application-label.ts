import type { PostulacionResumen } from '@sello/shared-api';

type Named = Pick<PostulacionResumen, 'id' | 'nombre_institucion' | 'categoria' | 'year'>;

/**
 * How the history of all applications names each one: by its institution, which tells them apart in
 * the usual case (one application per institution). Only when an institution has several are the
 * category and year added: always adding them would repeat the same category on every row.
 */
export function applicationLabels(applications: readonly Named[]): Map<number, string> {
  const perInstitution = new Map<string, number>();
  for (const app of applications) perInstitution.set(app.nombre_institucion, (perInstitution.get(app.nombre_institucion) ?? 0) + 1);
  return new Map(applications.map((app) => {
    const several = (perInstitution.get(app.nombre_institucion) ?? 0) > 1;
    const extra = several ? [app.categoria, app.year ? String(app.year) : null].filter(Boolean).join(' ') : '';
    return [app.id, extra ? `${app.nombre_institucion} (${extra})` : app.nombre_institucion];
  }));
}
