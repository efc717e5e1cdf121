/**
 * Acceptance 6: an XSS corpus saved by the admin as news bodies (and as the home text) comes back
 * through the public endpoints with nothing executable left, while harmless markup survives.
 * The check is an allow-list over the returned HTML: only known tags and attributes, and link or image
 * targets only over http(s)/mailto/tel once entities and hidden whitespace are decoded.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startAcceptanceApp, type AcceptanceApp } from './support-acceptance/app';
import { ADMIN, staffLogin } from './support-acceptance/fixtures';
import { call, jsonOf, multipart } from './support-acceptance/http';

const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<img src=x onerror=alert(1)//',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<template><script>alert(1)</script></template>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="https://ok.example" target="_blank">nueva pestaña</a>',
];

/** What the sanitiser may let through (a subset of its allow-list is fine; anything else fails). */
const SAFE_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img',
  'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span', 'sub', 'sup', 'code', 'pre',
]);
const SAFE_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
};
const FORBIDDEN_RAW = [/<script/i, /<iframe/i, /<object/i, /<embed/i, /<style/i, /<svg/i, /<math/i, /<meta/i, /<base/i, /<link/i,
  /<form/i, /<input/i, /<button/i, /<template/i, /<noscript/i, /<details/i, /<video/i, /<source/i, /<body/i, /\son\w+\s*=/i,
  /javascript:/i, /vbscript:/i, /expression\s*\(/i, /srcdoc/i];

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':').replace(/&tab;/gi, '\t').replace(/&newline;/gi, '\n').replace(/&amp;/gi, '&').replace(/&quot;/gi, '"');
}

/** Problems in a returned HTML fragment; empty when only safe markup remains. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const pattern of FORBIDDEN_RAW) if (pattern.test(html)) problems.push(`contiene ${pattern}`);
  for (const tag of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (!SAFE_TAGS.has(name)) {
      problems.push(`etiqueta <${name}>`);
      continue;
    }
    for (const attr of (tag[2] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attrName = (attr[1] ?? '').toLowerCase();
      if (!SAFE_ATTRS[name]?.has(attrName)) {
        problems.push(`atributo ${attrName} en <${name}>`);
        continue;
      }
      if (attrName === 'href' || attrName === 'src') {
        const value = decodeEntities((attr[2] ?? '').replace(/^["']|["']$/g, '')).replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
        if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) problems.push(`${attrName} con esquema ${scheme}:`);
        if (value.startsWith('//')) problems.push(`${attrName} relativo al protocolo`);
      }
    }
  }
  return problems;
}

const HARMLESS_BEFORE = '<p>Antes del contenido</p>';
const HARMLESS_AFTER = '<p><strong>Después</strong> con un <a href="https://www.senadis.gob.cl/">enlace seguro</a></p>';

let s: AcceptanceApp;
let adminToken: string;

before(async () => {
  s = await startAcceptanceApp();
  adminToken = (await staffLogin(s.app, ADMIN)).token;
});

after(async () => {
  await s?.close();
});

test('the checker itself flags executable markup and passes harmless markup', () => {
  assert.deepEqual(unsafeParts(`${HARMLESS_BEFORE}${HARMLESS_AFTER}<img src="https://x.example/a.png" alt="a" />`), []);
  for (const payload of ['<script>alert(1)</script>', '<a href="jav&#x61;script:alert(1)">x</a>', '<p onclick="x()">a</p>', '<iframe></iframe>', '<a href="//evil">x</a>']) {
    assert.notDeepEqual(unsafeParts(payload), [], payload);
  }
});

test(`${PAYLOADS.length} XSS payloads saved as news bodies come back without anything executable`, async () => {
  assert.ok(PAYLOADS.length >= 30);
  const failures: string[] = [];
  const ids: number[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const cuerpo = `${HARMLESS_BEFORE}${payload}${HARMLESS_AFTER}`;
    const res = await call(s.app, 'POST', '/api/admin/noticias/store', {
      token: adminToken, raw: await multipart({ titulo: `Prueba XSS ${index + 1}`, cuerpo, activo: 'true' }),
    });
    assert.equal(res.statusCode, 200, `${payload}: ${res.body.slice(0, 300)}`);
    const id = (jsonOf(res) as { id: number }).id;
    ids.push(id);
    const pub = await call(s.app, 'GET', `/noticias/${id}`);
    assert.equal(pub.statusCode, 200);
    const item = jsonOf(pub) as { cuerpo: string; excerpt: string };
    const problems = unsafeParts(item.cuerpo);
    if (problems.length) failures.push(`${payload}\n    → ${item.cuerpo}\n    ${problems.join('; ')}`);
    if (/[<>]/.test(item.excerpt)) failures.push(`${payload}: el extracto contiene marcado: ${item.excerpt}`);
    // Harmless markup around the payload survives sanitising.
    for (const kept of ['<p>Antes del contenido</p>', '<strong>Después</strong>', '<a href="https://www.senadis.gob.cl/">enlace seguro</a>']) {
      if (!item.cuerpo.includes(kept)) failures.push(`${payload}: se perdió el marcado inofensivo ${kept}\n    → ${item.cuerpo}`);
    }
  }
  // The paginated public list serves the same sanitised bodies: every page, and every news item saved here found.
  const listed = new Set<number>();
  for (let page = 1, last = 1; page <= last; page += 1) {
    const res = await call(s.app, 'GET', `/noticias?page=${page}`);
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const list = jsonOf(res) as { data: { id: number; cuerpo: string }[]; last_page: number };
    last = list.last_page;
    for (const item of list.data.filter((n) => ids.includes(n.id))) {
      listed.add(item.id);
      const problems = unsafeParts(item.cuerpo);
      if (problems.length) failures.push(`lista, noticia ${item.id}: ${problems.join('; ')}`);
    }
  }
  assert.deepEqual([...listed].sort((a, b) => a - b), [...ids].sort((a, b) => a - b), 'the public list shows every news item saved here');
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('a link opening a new tab gets rel="noopener noreferrer"', async () => {
  const res = await call(s.app, 'POST', '/api/admin/noticias/store', {
    token: adminToken, raw: await multipart({ titulo: 'Enlace externo', cuerpo: '<p><a href="https://ok.example" target="_blank">x</a></p>' }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const item = jsonOf(await call(s.app, 'GET', `/noticias/${(jsonOf(res) as { id: number }).id}`)) as { cuerpo: string };
  assert.match(item.cuerpo, /rel="noopener noreferrer"/);
});

test('the whole corpus as the home text comes back clean through the public home', async () => {
  const texto = `${HARMLESS_BEFORE}${PAYLOADS.join('\n')}${HARMLESS_AFTER}`;
  const res = await call(s.app, 'PUT', '/api/admin/home', { token: adminToken, raw: await multipart({ texto_bajada: texto }) });
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  const home = jsonOf(await call(s.app, 'GET', '/home')) as Record<string, unknown>;
  const html = String(home.texto_bajada ?? '');
  assert.ok(html.includes('<strong>Después</strong>'), `el texto de portada perdió el marcado inofensivo: ${html.slice(0, 200)}`);
  assert.deepEqual(unsafeParts(html), []);
});

test('a body that is nothing but executable markup is refused, not stored empty', async () => {
  const res = await call(s.app, 'POST', '/api/admin/noticias/store', {
    token: adminToken, raw: await multipart({ titulo: 'Solo script', cuerpo: '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' }),
  });
  assert.equal(res.statusCode, 422, res.body);
  assert.deepEqual((jsonOf(res) as { errors: Record<string, string[]> }).errors.cuerpo, ['El cuerpo de la noticia es requerido.']);
});
