import { DEFAULT_AFTER_LOGIN, safeReturnPath } from '../components/return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/postulante/postulaciones?id=7')).toBe('/postulante/postulaciones?id=7');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/login'])(
    'falls back to /proceso-de-postulacion for %p',
    (raw) => {
      expect(safeReturnPath(raw)).toBe(DEFAULT_AFTER_LOGIN);
    },
  );
});
