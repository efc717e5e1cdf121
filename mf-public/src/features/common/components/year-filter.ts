import type { InstitucionReconocida } from '@sello/shared-api';
import { yearInChile } from '@sello/shared-api/calendar';
import { yearRange } from '@sello/shared-ui';
import { useEffect, useRef } from 'react';
import { dataKeys, useServedValue } from '../data/page-data';
import { fetchInstituciones, fetchInstitucionesReconocidas } from '../data/public-api';

/** The query parameter of /instituciones-reconocidas that holds the chosen year. */
export const YEAR_PARAM = 'anno';

/** Spec section 9: the public filter offers 2023 up to the current year. */
export const FIRST_YEAR = 2023;

/** Newest first, up to this year in Chile's calendar, as the API's certification years. */
export function filterYears(now: Date = new Date()): number[] {
  return yearRange(FIRST_YEAR, Math.max(FIRST_YEAR, yearInChile(now)));
}

function isYearList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((year) => Number.isInteger(year));
}

/**
 * The years a page's filter offers. A page the server rendered hydrates with the server's list (a
 * visitor whose clock shows another year, or New Year's Eve after 21:00 in Chile on a UTC server,
 * would otherwise not match the HTML); a page rendered in the browser reads the clock.
 */
export function useFilterYears(): number[] {
  return useServedValue(dataKeys.years, isYearList) ?? filterYears();
}

/** A year from the URL or the select; anything that is not one of the offered years means "all". */
export function readYear(raw: string | null | undefined, years: readonly number[] = filterYears()): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return years.includes(year) ? year : null;
}

/** '---' (no year) lists every recognised institution; a year asks the API for that year only. */
export function loadInstitutions(year: number | null, signal?: AbortSignal): Promise<InstitucionReconocida[]> {
  return year ? fetchInstituciones(year, signal) : fetchInstitucionesReconocidas(signal);
}

/** What the institutions list says when the chosen year (or no year) has none. */
export function emptyInstitutionsMessage(year: number | null): string {
  return year ? `No hay instituciones reconocidas en ${year}.` : 'No hay instituciones reconocidas para mostrar.';
}

/**
 * A year chosen on the server's page before React took it over. The select works at once, but its
 * handler arrives with the page's script and React does not replay the change when it hydrates: the
 * list stayed on the served year while the select showed another. Once hydrated, the page takes the
 * select's year as if just chosen. A page rendered in the browser starts in step: nothing happens.
 */
export function useYearChosenBeforeHydration(selectId: string, value: string, onChange: (value: string) => void) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const select = document.getElementById(selectId);
    if (select instanceof HTMLSelectElement && select.value !== value) onChange(select.value);
  }, [selectId, value, onChange]);
}
