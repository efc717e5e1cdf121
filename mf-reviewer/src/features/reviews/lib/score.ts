/** The score typed in the field, checked as the server checks it: a whole number from 0 to the total. */
export function parseScore(raw: string, total: number): { value: number } | { error: string } | null {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) return { error: 'El puntaje debe ser un número entero.' };
  const value = Number(text);
  if (value < 0) return { error: 'El puntaje no puede ser negativo.' };
  if (value > total) return { error: `El puntaje no puede superar ${total}.` };
  return { value };
}
