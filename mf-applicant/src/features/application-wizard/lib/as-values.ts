/** Saved (parsed) data back to the string values the form inputs hold. */
export function asValues<T extends Record<string, unknown>>(data: T): { [K in keyof T]: string } {
  const out = {} as { [K in keyof T]: string };
  for (const key of Object.keys(data) as (keyof T)[]) out[key] = data[key] == null ? '' : String(data[key]);
  return out;
}
