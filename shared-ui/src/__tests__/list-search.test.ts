import { listSearch, pageParam } from '../routing/list-search';

describe('list filters in the URL', () => {
  it('writes only the filters that are set, trimmed, and the page only after the first', () => {
    expect(listSearch({ institucion: '  Fundación Norte ', anno: '', estado: 'Enviada', page: 1 }).toString()).toBe('institucion=Fundaci%C3%B3n+Norte&estado=Enviada');
    expect(listSearch({ institucion: '', page: 3 }).toString()).toBe('page=3');
  });

  it('reads the page as 1 unless it is a whole number above 1', () => {
    for (const [search, page] of [['', 1], ['page=4', 4], ['page=0', 1], ['page=-2', 1], ['page=2.5', 1], ['page=dos', 1]] as const) {
      expect(pageParam(new URLSearchParams(search))).toBe(page);
    }
  });
});
