import { applicationLabels } from '../lib/application-label';

describe('how the history names each application', () => {
  it('by its institution, adding category and year only when the institution has several', () => {
    const labels = applicationLabels([
      { id: 4, nombre_institucion: 'Fundación Manos Abiertas', categoria: 'Gestión Institucional Inclusiva', year: 2026 },
      { id: 9, nombre_institucion: 'Municipalidad de Puerto Claro', categoria: 'Gestión Institucional Inclusiva', year: 2026 },
      { id: 10, nombre_institucion: 'Municipalidad de Puerto Claro', categoria: 'Espacios Públicos Inclusivos', year: 2026 },
      { id: 11, nombre_institucion: 'Municipalidad de Puerto Claro', categoria: null, year: null },
    ]);
    expect([...labels]).toEqual([
      [4, 'Fundación Manos Abiertas'],
      [9, 'Municipalidad de Puerto Claro (Gestión Institucional Inclusiva 2026)'],
      [10, 'Municipalidad de Puerto Claro (Espacios Públicos Inclusivos 2026)'],
      [11, 'Municipalidad de Puerto Claro'],
    ]);
  });
});
