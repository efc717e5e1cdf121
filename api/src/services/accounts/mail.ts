import type { DbOrTx } from '../../db/client';
import { queueMail } from '../../lib/outbox';

/** The account e-mails, in plain Spanish text, queued in the caller's transaction (sent after commit). */
interface Person { email: string; name: string }

const SIGNATURE = '\n\nSello Chile Inclusivo\nServicio Nacional de la Discapacidad\n\nSi no esperabas este correo, puedes ignorarlo.';

export function queueInvitation(tx: DbOrTx, to: Person, url: string, role: 'admin' | 'revisor', createdBy: number | null): Promise<number> {
  const rol = role === 'admin' ? 'administradora o administrador' : 'revisora o revisor';
  return queueMail(tx, {
    to: to.email,
    kind: 'invitacion',
    createdBy,
    subject: 'Invitación al portal Sello Chile Inclusivo',
    text: `Hola ${to.name}:\n\nTe invitamos a participar como ${rol} en el portal Sello Chile Inclusivo.\n\n`
      + `Para activar tu cuenta, define tu clave en este enlace (válido por 72 horas y por una sola vez):\n${url}${SIGNATURE}`,
  });
}

export function queuePasswordReset(tx: DbOrTx, to: Person, url: string, createdBy: number | null): Promise<number> {
  return queueMail(tx, {
    to: to.email,
    kind: 'restablecer-clave',
    createdBy,
    subject: 'Restablecer tu clave del portal Sello Chile Inclusivo',
    // Sent by an admin (createdBy) or asked for on the portal (null): the person is told which.
    text: `Hola ${to.name}:\n\n${createdBy === null ? 'Recibimos una solicitud para restablecer tu clave.' : 'Una persona administradora del portal pidió restablecer tu clave.'}\n\n`
      + `Define una nueva clave en este enlace (válido por 1 hora y por una sola vez):\n${url}${SIGNATURE}`,
  });
}

export function queueSecondFactorReset(tx: DbOrTx, to: Person, createdBy: number): Promise<number> {
  return queueMail(tx, {
    to: to.email,
    kind: 'segundo-factor',
    createdBy,
    subject: 'Se restableció tu verificación en dos pasos en el portal Sello Chile Inclusivo',
    text: `Hola ${to.name}:\n\nUna persona administradora restableció la verificación en dos pasos de tu cuenta. `
      + 'La próxima vez que inicies sesión deberás inscribir nuevamente tu aplicación de autenticación.'
      + '\n\nSi no lo pediste, avisa de inmediato a la administración del portal.' + SIGNATURE.replace('\n\nSi no esperabas este correo, puedes ignorarlo.', ''),
  });
}
