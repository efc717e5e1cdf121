import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { filterYears, readYear, YEAR_PARAM } from '../../features/common/components/year-filter';
import { readPage } from '../../features/news/components/read-page';

/**
 * The portal server reads `page` and `anno` from a public address on its own
 * (scripts/lib/ssr/address.mjs, released apart from mf-public): it renders the page they name,
 * and the browser hydrates it with what readPage/readYear read. If the two readings differed,
 * the server's page and the hydrated one would differ. The portal's code is ESM for Node, which
 * this jest setup does not load, so it runs in a child Node process, as in production.
 */
const ADDRESS_MODULE = pathToFileURL(path.resolve(__dirname, '../../../../scripts/lib/ssr/address.mjs')).href;

/** `now`: the portal's clock reads this instant (`new Date()` without arguments). */
function serverHrefs(urls: string[], now?: Date): string[] {
  const clock = now
    ? `const At = Date; globalThis.Date = class extends At { constructor(...args) { super(...(args.length ? args : [${now.getTime()}])); } };`
    : '';
  const code = `${clock}
const { pageAddress } = await import(${JSON.stringify(ADDRESS_MODULE)});
process.stdout.write(JSON.stringify(JSON.parse(process.env.URLS).map((url) => pageAddress(url).href)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, URLS: JSON.stringify(urls) } });
  return JSON.parse(out.toString()) as string[];
}

const thisYear = new Date().getFullYear();
const PAGE_QUERIES = [
  '', 'page', 'page=', 'page=1', 'page=2', 'page=0', 'page=-1', 'page=2.5', 'page=abc', 'page=99999999999999999999',
  'page=9007199254740991', 'page=9007199254740992', 'page=002', 'page=+2', 'page=%2B2', 'page=%202', 'page=2%20',
  'page=1e2', 'page=0x10', 'page=%32', 'page=%EF%BC%92', 'page=%D9%A2', 'page=%', 'page=2&page=3', 'page=abc&page=3',
  'PAGE=2', 'utm_source=x&page=4',
];
const YEAR_QUERIES = [
  '', 'anno', 'anno=', 'anno=2026', 'anno=26', 'anno=0202', 'anno=2022', 'anno=2023', 'anno=2024', `anno=${thisYear}`,
  `anno=${thisYear + 1}`, 'anno=02024', 'anno=2024.0', 'anno=+2024', 'anno=%202024', 'anno=abc', 'anno=%D9%A2%D9%A0%D9%A2%D9%A4',
  'anno=2024&anno=2025', 'anno=abc&anno=2024', 'ANNO=2024', 'page=2&anno=2024',
];

describe('the portal reads page and anno as the public pages do', () => {
  it('/noticias: the page the server renders is the page readPage reads', () => {
    const hrefs = serverHrefs(PAGE_QUERIES.map((query) => `/noticias?${query}`));
    const server = hrefs.map((href) => Number(new URL(href, 'http://portal.test').searchParams.get('page') ?? 1));
    const browser = PAGE_QUERIES.map((query) => readPage(new URLSearchParams(query).get('page')));
    expect(PAGE_QUERIES.map((query, index) => [query, server[index]])).toEqual(PAGE_QUERIES.map((query, index) => [query, browser[index]]));
  });

  it('/instituciones-reconocidas: the year the server renders is the year readYear reads', () => {
    const hrefs = serverHrefs(YEAR_QUERIES.map((query) => `/instituciones-reconocidas?${query}`));
    const server = hrefs.map((href) => {
      const year = new URL(href, 'http://portal.test').searchParams.get(YEAR_PARAM);
      return year === null ? null : Number(year);
    });
    const browser = YEAR_QUERIES.map((query) => readYear(new URLSearchParams(query).get(YEAR_PARAM)));
    expect(YEAR_QUERIES.map((query, index) => [query, server[index]])).toEqual(YEAR_QUERIES.map((query, index) => [query, browser[index]]));
  });

  it("/instituciones-reconocidas: both read the year in Chile's calendar (31 December, 22:00 in Santiago, is already 1 January in UTC)", () => {
    const newYearsEve = new Date('2027-01-01T01:00:00Z');
    const queries = ['anno=2026', 'anno=2027'];
    const hrefs = serverHrefs(queries.map((query) => `/instituciones-reconocidas?${query}`), newYearsEve);
    expect(hrefs).toEqual(['/instituciones-reconocidas?anno=2026', '/instituciones-reconocidas']);
    const years = filterYears(newYearsEve);
    expect(queries.map((query) => readYear(new URLSearchParams(query).get(YEAR_PARAM), years))).toEqual([2026, null]);
  });
});
