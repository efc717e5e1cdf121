/** Strips dots, hyphens and spaces and upper-cases the check digit: '12.345.678-k' -> '12345678K'. */
export function cleanRut(value: string): string {
  return value.replace(/[^0-9kK]/g, '').toUpperCase();
}

/** Modulo-11 check digit of the numeric body of a RUT/RUN ('K' for 10, '0' for 11). */
export function computeRutDv(body: string | number): string {
  const digits = String(body).replace(/\D/g, '');
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** Formats as '12.345.678-5'; returns the cleaned input unchanged when it is too short to be a RUT. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** True when the value has a plausible body (1-8 digits) and a matching modulo-11 check digit. */
export function isValidRut(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (!/^[0-9.\s-]*[0-9kK]$/.test(value.trim())) return false;
  const clean = cleanRut(value);
  if (!/^\d{1,8}[0-9K]$/.test(clean)) return false;
  const body = clean.slice(0, -1);
  if (Number(body) === 0) return false;
  return computeRutDv(body) === clean.slice(-1);
}
