import { formatDate } from '../utils/format-date';
import { truncate } from '../utils/truncate';

describe('truncate', () => {
  it('keeps text of 30 characters or fewer', () => {
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('Corto')).toBe('Corto');
    expect(truncate('')).toBe('');
  });

  it('cuts text over 30 characters to 29 plus "..."', () => {
    const text = 'Servicio Nacional de la Discapacidad';
    expect(truncate(text)).toBe(`${text.slice(0, 29)}...`);
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(29)}...`);
  });

  it('counts accented letters and emoji as one character', () => {
    const text = `${'ñ'.repeat(29)}😀😀`;
    expect(truncate(text)).toBe(`${'ñ'.repeat(29)}...`);
  });
});

describe('formatDate', () => {
  it('shows a bare date as written, without a time-zone shift', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
  });

  it('shows timestamps in Chilean time', () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3 in summer).
    expect(formatDate('2024-03-01T02:00:00Z')).toBe('29/02/2024');
    expect(formatDate(new Date('2024-07-15T15:00:00Z'))).toBe('15/07/2024');
  });

  it('returns an empty string for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });
});
