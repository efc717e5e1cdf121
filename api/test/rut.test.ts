import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { cleanRut, computeRutDv, formatRut, isValidRut } from '@sello/shared-api';
import { institutionSchema, slugify } from '@sello/shared-api/schemas';

test('computeRutDv follows modulo 11, with K and 0', () => {
  assert.equal(computeRutDv('12345678'), '5');
  assert.equal(computeRutDv('44444444'), '4');
  assert.equal(computeRutDv('10000013'), 'K');
  assert.equal(computeRutDv('11111111'), '1');
});

test('isValidRut accepts formatted and bare RUTs, K in either case, and refuses wrong digits', () => {
  for (const ok of ['12.345.678-5', '123456785', '10.000.013-K', '10000013-k', '44.444.444-4']) assert.ok(isValidRut(ok), ok);
  for (const bad of ['12.345.678-4', '', '-', 'abc', '0-0', '12.345.678-Z', '1234567890-1']) assert.ok(!isValidRut(bad), bad);
});

test('formatRut and cleanRut', () => {
  assert.equal(formatRut('123456785'), '12.345.678-5');
  assert.equal(formatRut('10000013k'), '10.000.013-K');
  assert.equal(formatRut('5126663-3'), '5.126.663-3');
  assert.equal(cleanRut(' 12.345.678-k '), '12345678K');
});

test('the institution schema normalises the RUT and turns counts into numbers', () => {
  const out = v.parse(institutionSchema, {
    nombre_institucion: ' Servicio ', rut_institucion: '123456785', rubro_institucion: 'x', tipo_institucion_id: '2',
    direccion_fisica: 'Calle 1', region_id: 7, comuna_id: '10', cant_trabajadores: '120', cant_trabajadores_discapacidad: 2,
  });
  assert.deepEqual(
    [out.nombre_institucion, out.rut_institucion, out.tipo_institucion_id, out.cant_trabajadores, out.cant_trabajadores_discapacidad],
    ['Servicio', '12.345.678-5', 2, 120, 2],
  );
});

test('slugify: lowercase title with hyphens, accents removed', () => {
  assert.equal(slugify('Nueva Guía de Ajustes  Razonables'), 'nueva-guia-de-ajustes-razonables');
});
