import { formatDateTime } from '../lib/date-time';

describe('formatDateTime', () => {
  it("reads an instant in Chile's time, with the pages' dd/mm/aaaa and a 24-hour clock", () => {
    // 12:00 UTC is 09:00 in Santiago in summer (UTC-3), 08:00 in winter (UTC-4).
    expect(formatDateTime('2026-11-20T12:00:00Z')).toBe('20/11/2026 09:00');
    expect(formatDateTime('2026-07-01T12:00:00Z')).toBe('01/07/2026 08:00');
    // Late in the evening in Chile, already the next day in UTC.
    expect(formatDateTime('2026-11-21T02:30:00Z')).toBe('20/11/2026 23:30');
    expect(formatDateTime('2026-11-20T12:00:07Z', { seconds: true })).toBe('20/11/2026 09:00:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('no es una fecha')).toBe('');
  });
});
