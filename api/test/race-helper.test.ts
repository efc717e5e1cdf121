// The race helper itself: what it holds decides which order a race test covers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../src/db/client';
import { atOnce } from './helpers/race';

type Body = () => Promise<void>;

test("atOnce: a transaction opened late by an earlier call's request (an e-mail delivery) is not taken for one of this call's", async () => {
  const events: string[] = [];
  const db = { transaction: (body: Body) => body() };
  // Read at each call: atOnce puts its own `transaction` on the object while it holds requests.
  const transaction = (body: Body) => db.transaction(body);
  let deliveryDue!: () => void;
  const due = new Promise<void>((resolve) => { deliveryDue = resolve; });
  let deliveryAsked!: () => void;
  const asked = new Promise<void>((resolve) => { deliveryAsked = resolve; });
  let delivery!: Promise<void>;
  // The earlier call: its request answers and leaves a delivery running, which opens a transaction later.
  await atOnce(db as unknown as Db, [async () => {
    delivery = due.then(() => {
      const running = transaction(async () => { events.push('entrega'); });
      deliveryAsked();
      return running;
    });
  }]);
  // This call: the deactivation asks for its transaction at once, the resend only after the delivery did.
  const raced = atOnce(db as unknown as Db, [
    async () => {
      deliveryDue();
      await asked;
      await transaction(async () => { events.push('reenvío'); });
    },
    () => transaction(async () => {
      await delay(20);
      events.push('desactivación');
    }),
  ], true);
  await Promise.all([raced, delivery]);
  // Reversed, one after the other: the resend waits for the deactivation. Had the delivery been held
  // in the resend's place, the resend's own transaction would have run at once, before it.
  assert.deepEqual(events.filter((event) => event !== 'entrega'), ['desactivación', 'reenvío']);
  assert.ok(events.includes('entrega'));
});

test('atOnce: the transactions run in the order of the requests (or the reverse), whichever asked for its own first', async () => {
  const db = { transaction: (body: Body) => body() };
  const transaction = (body: Body) => db.transaction(body);
  for (const reversed of [false, true]) {
    const events: string[] = [];
    // The second request asks for its transaction at once, the first only after a pause: the order
    // in which they ask is not the order a test expects from `reversed`.
    await atOnce(db as unknown as Db, [
      async () => {
        await delay(20);
        await transaction(async () => { events.push('primera'); });
      },
      () => transaction(async () => { events.push('segunda'); }),
    ], reversed);
    assert.deepEqual(events, reversed ? ['segunda', 'primera'] : ['primera', 'segunda']);
  }
});
