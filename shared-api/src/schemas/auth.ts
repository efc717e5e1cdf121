import * as v from 'valibot';
import { required, rutField } from './common';

export const staffLoginSchema = v.object({
  email: required(v.pipe(
    v.string('Por favor ingresa tu Correo.'),
    v.trim(),
    v.nonEmpty('Por favor ingresa tu Correo.'),
    v.maxLength(255, 'Correo no válido.'),
  )),
  password: required(v.pipe(
    v.string('Es requerida la Clave'),
    v.nonEmpty('Es requerida la Clave'),
    v.maxLength(256, 'Clave no válida.'),
  )),
});
export type StaffLoginInput = v.InferInput<typeof staffLoginSchema>;

export const applicantLoginSchema = v.object({
  // Any way of writing a valid RUN (dots, hyphen and spaces optional; 7-digit bodies), as in the wizard.
  run: rutField('Por favor ingresa tu RUN.', 'RUN no válido.'),
  clave_unica: required(v.pipe(
    v.string('Es requerida la Claveúnica'),
    v.nonEmpty('Es requerida la Claveúnica'),
    v.maxLength(256, 'Claveúnica no válida.'),
  )),
});
export type ApplicantLoginInput = v.InferInput<typeof applicantLoginSchema>;

export const oidcCallbackSchema = v.object({
  code: required(v.pipe(v.string('Falta el código de autorización.'), v.nonEmpty('Falta el código de autorización.'), v.maxLength(2048, 'Código no válido.'))),
  state: required(v.pipe(v.string('Falta el estado de la solicitud.'), v.nonEmpty('Falta el estado de la solicitud.'), v.maxLength(2048, 'Estado no válido.'))),
});
export type OidcCallbackInput = v.InferInput<typeof oidcCallbackSchema>;
