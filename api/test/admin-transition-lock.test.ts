// The admins' transitions take the application's row lock and check its state again inside their
// transaction (services/applications.ts lockApplication), like the applicant's writes: of two requests
// sent at once (two admins, a double click, an admin and the reviewer) one commits and the other waits,
// then answers the same 409 it would have had sent afterwards, and nothing of it remains: no letter,
// no e-mail, no transition, no observation, no score, no assignment.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, like, sql, sum } from 'drizzle-orm';
import { consolidaciones, correos, observaciones, reposiciones, transiciones } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { settleDeliveries } from '../src/lib/outbox';
import { atOnce } from './helpers/race';
import { assign, consolidatedApplication, inDays, json, pdfForm, sentApplication, signInEveryone, ACCOUNTS, type People } from './helpers/review';
import { samplePdf } from './support-acceptance/fixtures';
import { call, messageOf } from './support-acceptance/http';

const STILL_OPEN = 'La institución aún puede responder las observaciones: la admisibilidad se decide cuando reenvíe la postulación o cuando venza el plazo.';
const NOT_ADMISSIBLE = 'Solo se consolidan puntajes de postulaciones admisibles.';
const NO_REPOSICION = 'Esta postulación no tiene una reposición pendiente.';
const refusedMove = (from: string, to: string) => `La postulación está en estado "${from}" y no puede pasar a "${to}".`;

let t: TestApp;
let p: People;

before(async () => {
  t = await createTestApp();
  p = await signInEveryone(t.app);
  // Test-only witnesses: each consolidated score, and each assignment made or changed by an admin (not a
  // reviewer's declaration), records the application's state and the declaration as its transaction
  // saw them. A score outside Admisible, an assignment of a closed application or of a recused
  // reviewer, or a letter of a decision already left, is the bug whatever the answers say.
  for (const statement of [
    'create table test_admin_writes (id serial primary key, tabla text not null, estado text not null, declaracion text)',
    `create function test_note_admin_write() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'consolidaciones' then
        insert into test_admin_writes (tabla, estado) select tg_table_name, estado from postulacion_sellos where id = new.postulacion_sello_id;
      elsif tg_op = 'INSERT' or new.fecha_limite is distinct from old.fecha_limite or new.activa is distinct from old.activa then
        insert into test_admin_writes (tabla, estado, declaracion)
          select tg_table_name, estado, new.declaracion from postulacion_sellos where id = new.postulacion_sello_id;
      end if;
      return new;
    end $$`,
    'create trigger test_consolidacion_write after insert or update on consolidaciones for each row execute function test_note_admin_write()',
    'create trigger test_asignacion_write after insert or update on asignaciones for each row execute function test_note_admin_write()',
    // Each decision letter taken for sending (borrador or fallido → enviando), with whether the
    // application had already left that decision then (what unsendableLetters checks): a stale letter taken.
    'create table test_letter_claims (id serial primary key, estado text not null, superada boolean not null)',
    `create function test_note_letter_claim() returns trigger language plpgsql as $$
    begin
      insert into test_letter_claims (estado, superada)
        select p.estado, exists (select 1 from transiciones tr where tr.postulacion_sello_id = new.postulacion_sello_id
          and tr.created_at > new.created_at and tr.hasta <> 'Publicada')
        from postulacion_sellos p where p.id = new.postulacion_sello_id;
      return new;
    end $$`,
    `create trigger test_letter_claim after update on correos for each row
      when (new.estado = 'enviando' and old.estado in ('borrador', 'fallido') and new.tipo like 'carta-%') execute function test_note_letter_claim()`,
  ]) await db().execute(sql.raw(statement));
});
after(async () => {
  await t.close();
});

const db = () => t.app.sello.ctx.db;
/** Each race is run twice: the transactions started in the order asked for, then in the reverse. */
const ORDERS = [false, true];
const label = (reversed: boolean) => (reversed ? 'orden inverso' : 'orden directo');

/** The witness's writes (then forgotten) that no sequence of requests could have made. */
async function impossibleWrites(): Promise<string[]> {
  const result = await db().execute(sql.raw('delete from test_admin_writes returning tabla, estado, declaracion'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { tabla: string; estado: string; declaracion: string | null }[];
  return rows.filter((r) => (r.tabla === 'consolidaciones'
    ? r.estado !== 'Admisible'
    : !['Enviada', 'En revisión', 'Admisible'].includes(r.estado) || r.declaracion === 'inhabilitacion'))
    .map((r) => `${r.tabla} con la postulación ${r.estado}${r.declaracion ? ` (${r.declaracion})` : ''}`);
}

/** The application's letters, or those of the final decision. */
async function letters(id: number, decision = false) {
  const rows = await db().select({ tipo: correos.tipo, cuerpo: correos.cuerpo }).from(correos)
    .where(and(eq(correos.postulacion_sello_id, id), like(correos.tipo, 'carta-%'))).orderBy(correos.id);
  return decision ? rows.filter((r) => r.tipo === 'carta-aprobada' || r.tipo === 'carta-rechazada') : rows;
}

async function transitionsTo(id: number, hasta: string[]) {
  const rows = await db().select({ hasta: transiciones.hasta }).from(transiciones).where(eq(transiciones.postulacion_sello_id, id));
  return rows.filter((r) => hasta.includes(r.hasta)).length;
}

const estadoOf = async (id: number) => (await json<{ estado: string }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).estado;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const bodies = (answers: { body: string }[]) => answers.map((a) => a.body).join(' | ');

type Doc = { clave: string };
const docsOf = async (id: number) => (await json<{ documentos: Doc[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;

function decideAdmissibility(id: number, docs: Doc[], resultado: 'Admisible' | 'Inadmisible' | 'Observada', plazo = inDays(5)) {
  const documentos = docs.map((d, index) => (resultado === 'Observada' && index === 0 ? { clave: d.clave, cumple: false, observacion: 'Ilegible.' } : { clave: d.clave, cumple: true }));
  const extra = resultado === 'Observada' ? { plazo_respuesta: plazo } : resultado === 'Inadmisible' ? { motivo: 'Falta el certificado.' } : {};
  return call(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, { token: p.admin, json: { resultado, documentos, ...extra } });
}

test('admisible and observada at the same moment: one decides, the other gets the 409 it would get second; one letter', async () => {
  for (const reversed of ORDERS) {
    const { applicationId: id } = await sentApplication(t.app, p.a);
    const docs = await docsOf(id);
    const [admitted, observed] = await atOnce(db(), [() => decideAdmissibility(id, docs, 'Admisible'), () => decideAdmissibility(id, docs, 'Observada')], reversed);
    assert.deepEqual(statuses([admitted, observed]).sort(), [200, 409], bodies([admitted, observed]));
    const estado = await estadoOf(id);
    const open = await db().select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, id), eq(observaciones.abierta, true)));
    if (admitted.statusCode === 200) {
      assert.equal(estado, 'Admisible');
      assert.equal(messageOf(observed), refusedMove('Admisible', 'Observada'), label(reversed));
      assert.equal(open.length, 0, 'no observation of the refused request');
    } else {
      assert.equal(estado, 'Observada');
      assert.equal(messageOf(admitted), STILL_OPEN, label(reversed));
      assert.equal(open.length, 1);
    }
    assert.deepEqual((await letters(id)).map((l) => l.tipo), [admitted.statusCode === 200 ? 'carta-admisible' : 'carta-observada']);
    assert.equal(await transitionsTo(id, ['Admisible', 'Observada']), 1);
  }
});

test('the observations reopened twice at once after the deadline: one new deadline, one letter', async () => {
  for (const reversed of ORDERS) {
    const { applicationId: id } = await sentApplication(t.app, p.a);
    const docs = await docsOf(id);
    assert.equal((await decideAdmissibility(id, docs, 'Observada', inDays(3))).statusCode, 200);
    await db().update(observaciones).set({ plazo_respuesta: '2020-01-02' }).where(eq(observaciones.postulacion_sello_id, id));
    const answers = await atOnce(db(), [() => decideAdmissibility(id, docs, 'Observada'), () => decideAdmissibility(id, docs, 'Observada')], reversed);
    assert.deepEqual(statuses(answers).sort(), [200, 409], bodies(answers));
    assert.equal(messageOf(answers.find((a) => a.statusCode === 409)!), STILL_OPEN, label(reversed));
    const open = await db().select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, id), eq(observaciones.abierta, true)));
    assert.deepEqual(open.map((o) => o.plazo_respuesta), [inDays(5)]);
    assert.deepEqual((await letters(id)).map((l) => l.tipo), ['carta-observada', 'carta-observada']);
    assert.equal(await transitionsTo(id, ['Observada']), 2);
  }
});

test('a consolidation and the approval at the same moment: never approved on scores that changed, never scores changed after it', async () => {
  for (const reversed of ORDERS) {
    const { id, requisitos } = await consolidatedApplication(t.app, p);
    const maximo = requisitos.reduce((total, r) => total + r.ptje_total, 0);
    const [lowered, decided] = await atOnce(db(), [
      () => call(t.app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: requisitos.map((r) => ({ requisito_id: r.id, puntaje: 0 })) } }),
      () => call(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } }),
    ], reversed);
    assert.deepEqual(await impossibleWrites(), [], `${label(reversed)}: puntaje consolidado cambiado tras la decisión`);
    assert.deepEqual(statuses([lowered, decided]).sort(), [200, 409], bodies([lowered, decided]));
    const [total] = await db().select({ n: sum(consolidaciones.puntaje) }).from(consolidaciones).where(eq(consolidaciones.postulacion_sello_id, id));
    if (decided.statusCode === 200) {
      assert.equal(messageOf(lowered), NOT_ADMISSIBLE);
      assert.equal(Number(total?.n), maximo, `${label(reversed)}: aprobada con otro puntaje consolidado`);
      const sent = await letters(id, true);
      assert.deepEqual(sent.map((l) => l.tipo), ['carta-aprobada']);
      assert.match(sent[0]?.cuerpo ?? '', new RegExp(`Puntaje total obtenido: ${maximo} de ${maximo} puntos\\.`));
    } else {
      assert.match(messageOf(decided) ?? '', /^El puntaje consolidado \(0\) no alcanza el umbral de la categoría/, label(reversed));
      assert.equal(Number(total?.n), 0);
      assert.equal(await estadoOf(id), 'Admisible');
      assert.deepEqual(await letters(id, true), []);
    }
  }
});

test('approved and rejected at the same moment: one decision, one letter, the other the 409 it would get second', async () => {
  for (const reversed of ORDERS) {
    const { id } = await consolidatedApplication(t.app, p);
    const decide = (resultado: string) => call(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado, motivo: 'No cumple.' } });
    const [approved, rejected] = await atOnce(db(), [() => decide('Aprobada'), () => decide('Rechazada')], reversed);
    assert.deepEqual(statuses([approved, rejected]).sort(), [200, 409], bodies([approved, rejected]));
    const [won, lost, wonAs, lostAs] = approved.statusCode === 200
      ? [approved, rejected, 'Aprobada', 'Rechazada'] : [rejected, approved, 'Rechazada', 'Aprobada'];
    assert.equal((JSON.parse(won.body) as { estado: string }).estado, wonAs);
    assert.equal(messageOf(lost), refusedMove(wonAs, lostAs), label(reversed));
    assert.deepEqual((await letters(id, true)).map((l) => l.tipo), [`carta-${wonAs.toLowerCase()}`]);
    assert.equal(await transitionsTo(id, ['Aprobada', 'Rechazada']), 1);
  }
});

test('one reposición resolved twice at once (accepted and rejected): one resolution, one letter', async () => {
  for (const reversed of ORDERS) {
    const { applicationId: id } = await sentApplication(t.app, p.a);
    assert.equal((await decideAdmissibility(id, await docsOf(id), 'Inadmisible')).statusCode, 200);
    await json(t.app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, {
      token: p.a, raw: await pdfForm({ motivo: 'Adjuntamos el certificado.' }, { name: 'archivo', bytes: await samplePdf() }),
    });
    const resolve = (aceptada: boolean) => call(t.app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin2, json: { aceptada, motivo: 'Resuelto.' } });
    const answers = await atOnce(db(), [() => resolve(true), () => resolve(false)], reversed);
    assert.deepEqual(statuses(answers).sort(), [200, 409], bodies(answers));
    assert.equal(messageOf(answers.find((a) => a.statusCode === 409)!), NO_REPOSICION, label(reversed));
    const accepted = answers[0]?.statusCode === 200;
    assert.equal(await estadoOf(id), accepted ? 'Enviada' : 'Inadmisible');
    const [repo] = await db().select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, id));
    assert.equal(repo?.aceptada, accepted);
    const sent = await letters(id);
    assert.deepEqual(sent.map((l) => l.tipo), ['carta-inadmisible', 'carta-reposicion']);
    assert.match(sent[1]?.cuerpo ?? '', accepted ? /fue ACOGIDO/ : /fue RECHAZADO/);
  }
});

const ASSIGN = '/api/admin/postulaciones/asignaciones';
async function assignmentMails(id: number, to: string): Promise<number> {
  const rows = await db().select({ cuerpo: correos.cuerpo }).from(correos).where(and(eq(correos.tipo, 'asignacion'), eq(correos.para, to)));
  return rows.filter((r) => new RegExp(`/revisor/postulaciones/${id}\\b`).test(r.cuerpo)).length;
}

test('an assignment and the inadmissibility at the same moment: never an assignment (nor its e-mail) of an inadmissible application', async () => {
  for (const reversed of ORDERS) {
    const { applicationId: id } = await sentApplication(t.app, p.a);
    const docs = await docsOf(id);
    const [assigned, refused] = await atOnce(db(), [
      () => call(t.app, 'POST', ASSIGN, { token: p.admin, json: { postulacion_ids: [id], revisor_ids: [p.ids.r2], fecha_limite: inDays(7) } }),
      () => decideAdmissibility(id, docs, 'Inadmisible'),
    ], reversed);
    assert.deepEqual(await impossibleWrites(), [], `${label(reversed)}: asignación de una postulación ya inadmisible`);
    assert.equal(refused.statusCode, 200, refused.body);
    if (assigned.statusCode === 200) {
      assert.equal(await assignmentMails(id, ACCOUNTS.r2.email), 1);
    } else {
      assert.equal(assigned.statusCode, 409, assigned.body);
      assert.match(messageOf(assigned) ?? '', /^Solo se asignan postulaciones enviadas o admisibles: .+ \(Inadmisible\)\.$/, label(reversed));
      assert.equal(await assignmentMails(id, ACCOUNTS.r2.email), 0);
    }
  }
});

test('a new deadline and the reviewer\'s recusal at the same moment: a recused reviewer is never given a new deadline', async () => {
  for (const reversed of ORDERS) {
    const { applicationId: id } = await sentApplication(t.app, p.a);
    await assign(t.app, p.admin, [id], [p.ids.r3]);
    const [moved, recused] = await atOnce(db(), [
      () => call(t.app, 'POST', ASSIGN, { token: p.admin, json: { postulacion_ids: [id], revisor_ids: [p.ids.r3], fecha_limite: inDays(10) } }),
      () => call(t.app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r3, json: { tipo: 'inhabilitacion', motivo: 'Trabajé en la institución.' } }),
    ], reversed);
    assert.deepEqual(await impossibleWrites(), [], `${label(reversed)}: nueva fecha límite para quien ya se inhabilitó`);
    assert.equal(recused.statusCode, 200, recused.body);
    if (moved.statusCode === 200) {
      assert.equal(await assignmentMails(id, ACCOUNTS.r3.email), 2, 'the assignment and its new deadline');
    } else {
      assert.equal(moved.statusCode, 409, moved.body);
      assert.match(messageOf(moved) ?? '', /^No se puede asignar a quien se inhabilitó: .+\.$/, label(reversed));
      assert.equal(await assignmentMails(id, ACCOUNTS.r3.email), 1, 'only the first assignment');
    }
  }
});

test('a reviewer\'s score and the decision at the same moment: a score never lands on a decided application', async () => {
  // Test-only witness: the application's state each reviewer score was written under.
  await db().execute(sql.raw(`create function test_note_score() returns trigger language plpgsql as $$
    begin
      insert into test_admin_writes (tabla, estado) select tg_table_name, estado from postulacion_sellos where id = new.postulacion_sello_id;
      return new;
    end $$`));
  await db().execute(sql.raw('create trigger test_score_write after insert or update on evaluaciones for each row execute function test_note_score()'));
  try {
    for (const reversed of ORDERS) {
      const { id, requisitos } = await consolidatedApplication(t.app, p);
      await assign(t.app, p.admin, [id], [p.ids.r2]);
      await json(t.app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r2, json: { tipo: 'sin_conflicto' } });
      const requisito = requisitos[0]!;
      await db().execute(sql.raw('delete from test_admin_writes'));
      const [scored, decided] = await atOnce(db(), [
        () => call(t.app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${requisito.id}`, { token: p.r2, json: { puntaje: 0, cumple: false } }),
        () => call(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } }),
      ], reversed);
      assert.equal(decided.statusCode, 200, decided.body);
      const writes = await db().execute(sql.raw('delete from test_admin_writes returning estado'));
      const states = ((Array.isArray(writes) ? writes : (writes as { rows: unknown[] }).rows) as { estado: string }[]).map((r) => r.estado);
      if (scored.statusCode === 200) {
        assert.deepEqual(states, ['Admisible'], label(reversed));
      } else {
        assert.equal(scored.statusCode, 409, scored.body);
        assert.equal(messageOf(scored), 'Solo se evalúan postulaciones admisibles.', label(reversed));
        assert.deepEqual(states, [], `${label(reversed)}: puntaje escrito con la postulación ya decidida`);
      }
    }
  } finally {
    await db().execute(sql.raw('drop trigger test_score_write on evaluaciones'));
  }
});

/** The Inadmisible letter of a fresh application, still a draft, and what the applicant's reposición sends. */
async function inadmissibleLetter() {
  const { applicationId: id } = await sentApplication(t.app, p.a);
  assert.equal((await decideAdmissibility(id, await docsOf(id), 'Inadmisible')).statusCode, 200);
  const [letter] = await db().select({ id: correos.id, asunto: correos.asunto }).from(correos)
    .where(and(eq(correos.postulacion_sello_id, id), eq(correos.tipo, 'carta-inadmisible')));
  assert.ok(letter);
  // The decision's notice to the applicant is delivered before the race starts.
  await settleDeliveries(t.app.sello.ctx);
  const send = () => call(t.app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [letter.id] } });
  const reposicion = async () => call(t.app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, {
    token: p.a, raw: await pdfForm({ motivo: 'Adjuntamos el certificado.' }, { name: 'archivo', bytes: await samplePdf() }),
  });
  return { id, letter, send, reposicion };
}

async function staleClaims(): Promise<string[]> {
  const result = await db().execute(sql.raw('delete from test_letter_claims returning estado, superada'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { estado: string; superada: boolean }[];
  return rows.filter((r) => r.superada).map((r) => `carta enviada con la postulación ${r.estado}`);
}

const STALE_LETTER = (asunto: string, estado: string) =>
  `No se envió ningún correo: la carta «${asunto}» corresponde a una decisión que ya no está vigente (la postulación está ahora en "${estado}"). Quítala de la selección.`;

test('a decision letter sent at the moment of the applicant\'s reposición: never a letter of a decision the application has left', async () => {
  for (const reversed of ORDERS) {
    const { id, letter, send, reposicion } = await inadmissibleLetter();
    const [sent, filed] = await atOnce(db(), [send, reposicion], reversed);
    assert.deepEqual(await staleClaims(), [], `${label(reversed)}: carta de una decisión ya superada`);
    assert.equal(filed.statusCode, 200, filed.body);
    assert.equal(await estadoOf(id), 'En reposición');
    const [row] = await db().select({ estado: correos.estado }).from(correos).where(eq(correos.id, letter.id));
    if (sent.statusCode === 200) {
      assert.equal(row?.estado, 'almacenado', label(reversed));
    } else {
      assert.equal(sent.statusCode, 409, sent.body);
      assert.equal(messageOf(sent), STALE_LETTER(letter.asunto, 'En reposición'), label(reversed));
      assert.equal(row?.estado, 'borrador', 'nothing of the refused request was sent');
    }
  }
});

test('a reposición committed between the letter\'s check and its sending: the letter is checked and taken in one step', async () => {
  const { id, letter, send, reposicion } = await inadmissibleLetter();
  // The sending's first write to the outbox outside a transaction waits until the applicant's whole
  // request has answered: a check made apart from the claim read the state before the reposición.
  type Query = string | { text: string };
  const client = (db() as unknown as { $client: { query: (query: Query, ...rest: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let meanwhile: Promise<Awaited<ReturnType<typeof reposicion>>> | undefined;
  // PGlite is given the text, node-postgres a { text, values } object.
  client.query = async function (this: unknown, query: Query, ...rest: unknown[]) {
    if (!meanwhile && /^update "correos"/.test(typeof query === 'string' ? query : query.text)) {
      client.query = original;
      meanwhile = reposicion();
      await meanwhile;
    }
    return original.call(this, query, ...rest);
  };
  try {
    const sent = await send();
    const filed = await meanwhile;
    assert.deepEqual(await staleClaims(), [], 'carta de una decisión ya superada');
    assert.equal(filed?.statusCode, 200, filed?.body);
    assert.equal(await estadoOf(id), 'En reposición');
    const [row] = await db().select({ estado: correos.estado }).from(correos).where(eq(correos.id, letter.id));
    assert.equal(row?.estado, sent.statusCode === 200 ? 'almacenado' : 'borrador', sent.body);
  } finally {
    client.query = original;
  }
});

test('an assignment and the reviewer\'s deactivation or new role at the same moment: never an assignment to an account that is no longer an active reviewer', async () => {
  // Test-only witness: the reviewer's account as each assignment write saw it.
  await db().execute(sql.raw('create table test_assignment_accounts (activo boolean not null, role text not null)'));
  await db().execute(sql.raw(`create function test_note_assignment_account() returns trigger language plpgsql as $$
    begin
      insert into test_assignment_accounts select activo, role from users where id = new.revisor_id;
      return new;
    end $$`));
  await db().execute(sql.raw('create trigger test_assignment_account after insert or update on asignaciones for each row execute function test_note_assignment_account()'));
  const user = (body: object) => call(t.app, 'PATCH', `/api/admin/usuarios/${p.ids.r1}`, { token: p.admin, json: body });
  const changes = [
    { change: { activo: false }, undo: { activo: true } },
    { change: { role: 'admin' }, undo: { role: 'revisor' } },
  ];
  try {
    for (const { change, undo } of changes) {
      for (const reversed of ORDERS) {
        const { applicationId: id } = await sentApplication(t.app, p.a);
        const [assigned, changed] = await atOnce(db(), [
          () => call(t.app, 'POST', ASSIGN, { token: p.admin, json: { postulacion_ids: [id], revisor_ids: [p.ids.r1], fecha_limite: inDays(7) } }),
          () => user(change),
        ], reversed);
        const what = `${label(reversed)}, ${JSON.stringify(change)}`;
        const writes = await db().execute(sql.raw('delete from test_assignment_accounts returning activo, role'));
        const seen = ((Array.isArray(writes) ? writes : (writes as { rows: unknown[] }).rows) as { activo: boolean; role: string }[]);
        assert.deepEqual(seen.filter((s) => !s.activo || s.role !== 'revisor'), [], `${what}: asignación a una cuenta que ya no es revisora activa`);
        assert.equal(changed.statusCode, 200, changed.body);
        if (assigned.statusCode === 200) {
          assert.equal(seen.length, 1, what);
          assert.equal(await assignmentMails(id, ACCOUNTS.r1.email), 1, what);
        } else {
          assert.equal(assigned.statusCode, 422, assigned.body);
          assert.deepEqual((JSON.parse(assigned.body) as { errors: unknown }).errors, { revisor_ids: ['Elige revisores o revisoras que estén activos.'] }, what);
          assert.equal(seen.length, 0, what);
          assert.equal(await assignmentMails(id, ACCOUNTS.r1.email), 0, what);
        }
        assert.equal((await user(undo)).statusCode, 200);
      }
    }
  } finally {
    await db().execute(sql.raw('drop trigger test_assignment_account on asignaciones'));
  }
});
