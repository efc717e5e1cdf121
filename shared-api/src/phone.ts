// Chilean phone numbers (issue 60): nine digits after the country code 56 — a mobile's 9 and eight
// more, or a landline's area code and number (2 2123 4567, 41 212 3456). People write them with or
// without +56, with spaces or hyphens; the portal stores one form, '+56' and the nine digits.

/** '+56 9 1234 5678', '912345678', '9-1234-5678', '56 2 2123 4567'… → '+56912345678'; null when it is not one. */
export function normalizePhone(value: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // Digits in groups separated by one space or hyphen, optionally after '+56' / '56'.
  if (!/^(\+?56[\s-]?)?\d+([\s-]\d+)*$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('56') ? digits.slice(2) : digits;
  return /^[2-9]\d{8}$/.test(national) ? `+56${national}` : null;
}

/** The stored '+56912345678' as people read it: '+56 9 1234 5678' (mobiles and Santiago), '+56 41 212 3456' (other areas). */
export function formatPhone(stored: string): string {
  const national = /^\+56(\d{9})$/.exec(stored)?.[1];
  if (!national) return stored;
  return /^[29]/.test(national)
    ? `+56 ${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`
    : `+56 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
