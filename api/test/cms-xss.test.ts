/**
 * Acceptance 6 on the API side (issue 10): an XSS corpus through every admin field. Rich text (news
 * body, Texto Bajada Home) is sanitised on every path that stores it (create, edit, restore); plain
 * text (titles, alt texts, names, locations) is stored as the exact text typed, never decoded or
 * interpreted, because the portal renders it as text; the derived excerpt holds no markup at all.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, pdf, png, send } from './helpers/http';

const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><img src=x onerror=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const EXECUTABLE = [/<script/i, /<iframe/i, /<svg/i, /<math/i, /<style/i, /<noscript/i, /\son\w+\s*=/i, /javascript:/i, /&#x?[0-9a-f]+;?\s*avascript/i, /style=/i];
const executableIn = (html: string) => EXECUTABLE.filter((pattern) => pattern.test(html)).map(String);

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

describe('rich text', () => {
  test('news bodies are sanitised when created, edited and restored; titles, alt texts and excerpts are inert text', async () => {
    for (const [index, payload] of CORPUS.entries()) {
      const titulo = `Prueba ${index} ${payload}`.slice(0, 250);
      const created = await send(t.app, 'POST', '/api/admin/noticias/store', admin, {
        titulo, cuerpo: `<p>Inicio ${index}</p>${payload}`, imagen: { filename: 'n.png', content: png(1110, 336) }, imagen_alt: payload,
      });
      assert.equal(created.statusCode, 200, `${payload}: ${created.body}`);
      const id = created.json().id as number;
      const edited = await send(t.app, 'PATCH', `/api/admin/noticias/${id}`, admin, { cuerpo: `<p>Editado ${index}</p>${payload}` });
      assert.equal(edited.statusCode, 200, edited.body);

      const pub = (await t.app.inject({ url: `/noticias/${id}` })).json();
      assert.deepEqual(executableIn(pub.cuerpo), [], `${payload} -> ${pub.cuerpo}`);
      assert.match(pub.cuerpo, new RegExp(`Editado ${index}`));
      assert.equal(pub.titulo, titulo.trim(), 'the title is kept as typed: the portal shows it as text');
      assert.equal(pub.imagen_alt, payload.trim());
      assert.doesNotMatch(pub.excerpt, /<[a-z]/i, 'the excerpt is plain text');
      assert.match(pub.url, /^[a-z0-9-]+$/, 'the slug has only safe characters');

      const revisions = (await t.app.inject({ url: `/api/admin/noticias/${id}/revisiones`, headers: bearer(admin) })).json();
      for (const revision of revisions) assert.deepEqual(executableIn(revision.cuerpo), [], 'revisions hold the sanitised body');
      const restored = await t.app.inject({ method: 'POST', url: `/api/admin/noticias/${id}/restaurar`, headers: bearer(admin), payload: { revision_id: revisions.at(-1).id } });
      assert.equal(restored.statusCode, 200);
      assert.deepEqual(executableIn(restored.json().cuerpo), []);
    }
  });

  test('Texto Bajada Home is sanitised on the public home for every payload', async () => {
    for (const payload of CORPUS) {
      const res = await send(t.app, 'PUT', '/api/admin/home', admin, { texto_bajada: `<p>Bajada</p>${payload}` });
      assert.equal(res.statusCode, 200, res.body);
      const home = (await t.app.inject({ url: '/home' })).json();
      assert.deepEqual(executableIn(home.texto_bajada), [], `${payload} -> ${home.texto_bajada}`);
      assert.match(home.texto_bajada, /^<p>Bajada<\/p>/);
    }
  });
});

describe('plain text fields', () => {
  test('institution, downloadable and account fields keep the exact text (rendered as text by the portal)', async () => {
    const year = String(new Date().getFullYear());
    for (const [index, payload] of CORPUS.slice(0, 6).entries()) {
      const inst = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
        titulo: `Institución ${index} ${payload}`, tipo_reconocimiento: payload, anno_certificacion: year, texto: payload,
        logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: payload,
      });
      assert.equal(inst.statusCode, 200, inst.body);
      const row = (await t.app.inject({ url: '/instituciones-reconocidas' })).json().find((i: { id: number }) => i.id === inst.json().id);
      assert.deepEqual([row.titulo, row.tipo_reconocimiento, row.texto, row.logo_alt], [`Institución ${index} ${payload}`, payload, payload, payload]);

      const doc = await send(t.app, 'POST', '/api/admin/descargables/store', admin, {
        nombre: `Documento ${index} ${payload}`, ubicacion: payload, documento: { filename: 'd.pdf', content: await pdf(), type: 'application/pdf' },
      });
      assert.equal(doc.statusCode, 200, doc.body);
      const listed = (await t.app.inject({ url: '/descargables' })).json().find((d: { id: number }) => d.id === doc.json().id);
      assert.deepEqual([listed.nombre, listed.ubicacion], [`Documento ${index} ${payload}`, payload]);

      const user = await t.app.inject({
        method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
        payload: { name: payload.slice(0, 100), lastname: `Apellido ${index}`, email: `xss${index}@sello.test`, role: 'revisor' },
      });
      assert.equal(user.statusCode, 201, user.body);
      assert.equal(user.json().name, payload.slice(0, 100).trim());
    }
  });
});
