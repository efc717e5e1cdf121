import { remoteForPath } from '../remote-areas';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mf_public'],
    ['/quienes-somos', 'mf_public'],
    ['/quienes-somos/', 'mf_public'],
    ['/sello-chile-inclusivo/espacios-publicos-inclusivos', 'mf_public'],
    ['/noticias/detail/una-noticia', 'mf_public'],
    ['/login', 'mf_public'],
    ['/proceso-de-postulacion/representante-legal', 'mf_applicant'],
    ['/postulante/postulaciones', 'mf_applicant'],
    ['/revisor/postulaciones/3', 'mf_reviewer'],
    ['/admin/panel/noticias', 'mf_admin'],
    ['/admin', 'mf_admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  // The shell knows no public page: a new one (or a 404) is mf-public's to render.
  it.each(['/no-existe', '/quienes-somos/extra', '/administracion', '/revisores', '/pagina-publica-nueva'])(
    '%s, claimed by no other remote, belongs to mf_public',
    (path) => {
      expect(remoteForPath(path)).toBe('mf_public');
    },
  );
});
