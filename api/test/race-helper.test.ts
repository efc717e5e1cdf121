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
  ]);
  await Promise.all([raced, delivery]);
  // In the order they were asked for, one after the other: the resend waits for the deactivation.
  assert.deepEqual(events.filter((event) => event !== 'entrega'), ['desactivación', 'reenvío']);
  assert.ok(events.includes('entrega'));
});
