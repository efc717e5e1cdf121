// Issue 57 (API side of acceptance 6): the privacy notice and the accessibility statement are public
// reads with real Spanish content from the seed, editable by admins (sanitised rich text, revisions,
// restore, stale edits refused), and an admin's edit is in the next public answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withAdminApp, type TestApp } from './helpers/app';
import { applicantToken, bearer } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => {
  t = app;
  admin = token;
});

interface LegalText { slug: string; titulo: string; contenido: string; revisado_el: string; updated_at: string; user_id: number | null }

const get = async (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const put = async (slug: string, payload: unknown, token = admin) => t.app.inject({ method: 'PUT', url: `/api/admin/textos/${slug}`, headers: bearer(token), payload: payload as object });

test('both texts are public, with the content the law asks for', async () => {
  const privacy = (await get('/textos/privacidad')).json<LegalText>();
  assert.equal(privacy.titulo, 'Aviso de privacidad');
  for (const needle of ['Servicio Nacional de la Discapacidad (SENADIS)', 'Ley 21.719', 'Ley 19.880', 'Ley 21.180', 'Para qué los usamos', 'A quién se comunican', 'Cuánto tiempo los conservamos', 'rectificación', 'supresión', 'oposición', 'bloqueo', 'portabilidad', 'href="/mis-datos"', 'href="/privacidad/solicitud"', '30 días corridos']) {
    assert.ok(privacy.contenido.includes(needle), `el aviso de privacidad no menciona «${needle}»`);
  }
  assert.equal(privacy.user_id, null, 'no internal staff id in a public answer');
  const statement = (await get('/textos/accesibilidad')).json<LegalText>();
  assert.equal(statement.titulo, 'Declaración de accesibilidad');
  for (const needle of ['WCAG) 2.2, nivel AA', 'Cómo lo comprobamos', 'Documentos subidos por las instituciones postulantes', 'Contacto y reclamos', '10 días hábiles', 'Fecha de la última revisión']) {
    assert.ok(statement.contenido.includes(needle), `la declaración de accesibilidad no menciona «${needle}»`);
  }
  assert.match(statement.revisado_el, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal((await get('/textos/otro')).statusCode, 404);
});

test('an admin\'s edit is sanitised, in the next public answer, kept as a revision and restorable; a stale edit is refused', async () => {
  const before = (await get('/api/admin/textos/accesibilidad', admin)).json<LegalText>();
  assert.equal((await get('/textos/accesibilidad')).json<LegalText>().contenido, before.contenido, 'the public answer is cached');
  const saved = await put('accesibilidad', {
    titulo: 'Declaración de accesibilidad', revisado_el: '2027-01-15', updated_at: before.updated_at,
    contenido: '<h2>Contacto</h2><p>Escríbanos a <a href="mailto:accesibilidad@senadis.cl">accesibilidad@senadis.cl</a>.</p><script>alert(1)</script><p onclick="x()">Respondemos en 10 días hábiles.</p>',
  });
  assert.equal(saved.statusCode, 200, saved.body);
  const next = (await get('/textos/accesibilidad')).json<LegalText>();
  assert.equal(next.revisado_el, '2027-01-15');
  assert.ok(next.contenido.includes('<h2>Contacto</h2>') && next.contenido.includes('mailto:accesibilidad@senadis.cl'));
  assert.ok(!next.contenido.includes('<script') && !next.contenido.includes('onclick'));

  const stale = await put('accesibilidad', { titulo: 'Otra', contenido: '<p>Otra</p>', revisado_el: '2027-01-16', updated_at: before.updated_at });
  assert.equal(stale.statusCode, 409);
  assert.match(stale.json().message, /^Alguien guardó cambios en la declaración de accesibilidad después de que abriste este formulario/);

  const invalid = await put('accesibilidad', { titulo: '', contenido: '', revisado_el: '2027-02-30' });
  assert.equal(invalid.statusCode, 422);
  assert.deepEqual(Object.keys(invalid.json().errors).sort(), ['contenido', 'revisado_el', 'titulo']);

  const revisions = (await get('/api/admin/textos/accesibilidad/revisiones', admin)).json<{ id: number; revisado_el: string; usuario: string | null }[]>();
  assert.deepEqual(revisions.map((r) => r.revisado_el), ['2027-01-15', before.revisado_el], 'newest first: the edit and the seed');
  assert.ok(revisions[0]?.usuario);
  const restored = await t.app.inject({ method: 'POST', url: '/api/admin/textos/accesibilidad/restaurar', headers: bearer(admin), payload: { revision_id: revisions[1]!.id } });
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal((await get('/textos/accesibilidad')).json<LegalText>().contenido, before.contenido);
  const foreign = await t.app.inject({ method: 'POST', url: '/api/admin/textos/privacidad/restaurar', headers: bearer(admin), payload: { revision_id: revisions[1]!.id } });
  assert.equal(foreign.statusCode, 404, 'a revision of the other text');

  const audit = (await get('/api/admin/auditoria?entidad=texto_legal', admin)).json<{ data: { action: string }[] }>();
  assert.deepEqual(audit.data.map((a) => a.action), ['restaurar', 'actualizar']);
  assert.equal((await put('privacidad', { titulo: 'x', contenido: '<p>x</p>', revisado_el: '2027-01-01' }, await applicantToken(t.app, 'a'))).statusCode, 403);
});
