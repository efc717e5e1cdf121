/** Day and time in Chilean time ('20-11-26, 9:00 a. m.'): when several events share a day, their order shows. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-CL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Santiago' });
