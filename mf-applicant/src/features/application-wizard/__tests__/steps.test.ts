import { cancelPath, earliestIncomplete, redirectFor, stepPath } from '../lib/steps';

describe('wizard steps', () => {
  it.each([
    // [requested step, step saved on the server, where the applicant lands]
    [1, 1, null],
    [2, 1, '/proceso-de-postulacion'],
    [4, 1, '/proceso-de-postulacion'],
    [2, 2, null],
    [3, 2, '/proceso-de-postulacion/representante-legal'],
    [4, 3, '/proceso-de-postulacion/encargado-de-postular'],
    [4, 4, null],
    [1, 4, null],
    [4, 5, null],
  ])('opening step %i with saved step %i redirects to %s', (requested, saved, expected) => {
    expect(redirectFor(requested, saved)).toBe(expected);
  });

  it('never points outside steps 1 to 4', () => {
    expect(earliestIncomplete(0)).toBe(1);
    expect(earliestIncomplete(Number.NaN)).toBe(1);
    expect(earliestIncomplete(9)).toBe(4);
  });

  it('cancels to the start on step 1 and to the previous step later', () => {
    expect(cancelPath(1)).toBe('/proceso-de-postulacion');
    expect(cancelPath(2)).toBe('/proceso-de-postulacion');
    expect(cancelPath(3)).toBe(stepPath(2));
    expect(cancelPath(4)).toBe('/proceso-de-postulacion/encargado-de-postular');
  });
});
