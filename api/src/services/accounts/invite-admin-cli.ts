import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { userCreateSchema } from '@sello/shared-api/schemas';
import { loadConfig, missingPublicAddress } from '../../config';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { deliverPending } from '../../lib/outbox';
import { createDiskStorage } from '../../lib/storage';
import { createInvitation } from './invitations';

/**
 * `npm run invitar-admin -w @sello/api -- <correo> <nombre> <apellido>`: the first administrator of a
 * production installation (which seeds no accounts). Creates the invitation, e-mails it through the
 * outbox (SMTP_URL) and prints the one-time link. With PGlite, run it while the API is stopped. In
 * production it needs the portal's public address, as `npm start` does: the link must not name localhost.
 */
const [email = '', name = '', lastname = ''] = process.argv.slice(2);
const input = v.safeParse(userCreateSchema, { email, name, lastname, role: 'admin' });
if (!input.success) {
  process.stderr.write(`Uso: npm run invitar-admin -w @sello/api -- <correo> <nombre> <apellido>\n${input.issues.map((i) => i.message).join('\n')}\n`);
  process.exit(2);
}
const config = loadConfig();
const refusal = missingPublicAddress(config);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite`, migrationsDir: config.migrationsDir });
try {
  const ctx: AppContext = { db: database.db, storage: createDiskStorage(config.dataDir), config, cache: new Map() };
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.output.email.toLowerCase())).limit(1);
  if (existing) {
    process.stderr.write(`Ya existe una cuenta con el correo ${input.output.email}.\n`);
    process.exitCode = 1;
  } else {
    const { url } = await ctx.db.transaction((tx) => createInvitation(ctx, tx, input.output, null));
    const delivery = await deliverPending(ctx);
    process.stdout.write(`Invitación creada para ${input.output.email} (administrador).\n`
      + `${delivery.enviados > 0 ? 'Correo enviado.' : 'SMTP_URL no está configurado o falló el envío: entrega este enlace a la persona.'}\n`
      + `Enlace de un solo uso (72 horas): ${url}\n`);
  }
} finally {
  await database.close();
}
