// CSV for Excel in Chile (es-CL): UTF-8 with BOM (so Excel reads the accents), ';' as separator (the
// list separator where the decimal mark is a comma), CRLF line ends. Used by the admin's export and the
// open data.

/** A cell: quoted when needed, formulas neutralised (a leading =, +, - or @ would run in Excel). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
