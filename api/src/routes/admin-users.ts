import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCreateSchema, userUpdateSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { iso } from '../lib/serialize';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';

const admin = { roles: ADMIN };

function serialize(user: typeof users.$inferSelect) {
  return {
    id: user.id, name: user.name, lastname: user.lastname, email: user.email, role: user.role, activo: user.activo,
    created_at: iso(user.created_at), updated_at: iso(user.updated_at),
  };
}

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const findUser = async (raw: string) => {
    const id = parseId(raw);
    const [user] = id ? await ctx.db.select().from(users).where(eq(users.id, id)).limit(1) : [];
    if (!user) throw notFound('El usuario no existe.');
    return user;
  };

  /** The last active admin cannot be demoted, deactivated or deleted: nobody could manage the site. */
  const assertNotLastAdmin = async (userId: number) => {
    const [row] = await ctx.db.select({ n: count() }).from(users)
      .where(and(eq(users.role, 'admin'), eq(users.activo, true), ne(users.id, userId)));
    if ((row?.n ?? 0) === 0) throw new HttpError(409, 'Debe quedar al menos un administrador activo.');
  };

  app.get('/api/admin/usuarios', { config: admin }, async () =>
    (await ctx.db.select().from(users).orderBy(asc(users.id))).map(serialize));

  app.get('/api/admin/usuarios/:id', { config: admin }, async (request) => serialize(await findUser((request.params as { id: string }).id)));

  app.post('/api/admin/usuarios/store', { config: admin }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(userCreateSchema, request.body);
    const email = body.email.toLowerCase();
    const [dup] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (dup) throw invalid({ email: ['Ya existe un usuario con ese correo.'] });
    const password_hash = await hashPassword(body.password);
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({
        email, password_hash, name: body.name, lastname: body.lastname, role: body.role, activo: body.activo ?? true,
      }).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      await audit(tx, auth.id, 'crear', 'usuario', row.id, { email, role: row.role });
      return row;
    });
    return reply.code(201).send(serialize(created));
  });

  app.patch('/api/admin/usuarios/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const user = await findUser((request.params as { id: string }).id);
    const body = parse(userUpdateSchema, request.body);
    const email = body.email?.toLowerCase();
    if (email && email !== user.email) {
      const [dup] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (dup) throw invalid({ email: ['Ya existe un usuario con ese correo.'] });
    }
    if (user.role === 'admin' && ((body.role && body.role !== 'admin') || body.activo === false)) await assertNotLastAdmin(user.id);
    const password_hash = body.password ? await hashPassword(body.password) : undefined;
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.activo !== undefined ? { activo: body.activo } : {}),
        ...(password_hash ? { password_hash } : {}),
        updated_at: sql`now()`,
      }).where(eq(users.id, user.id)).returning();
      // A new password, role or deactivation ends the user's open sessions.
      if (password_hash || body.role !== undefined || body.activo === false) {
        await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subject_id, user.id)));
      }
      await audit(tx, auth.id, 'actualizar', 'usuario', user.id, { campos: Object.keys(body).filter((k) => k !== 'password'), clave: Boolean(password_hash) });
      return row;
    });
    if (!updated) throw notFound('El usuario no existe.');
    return serialize(updated);
  });

  app.delete('/api/admin/usuarios/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const user = await findUser((request.params as { id: string }).id);
    if (user.role === 'admin') await assertNotLastAdmin(user.id);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subject_id, user.id)));
      await tx.delete(users).where(eq(users.id, user.id));
      await audit(tx, auth.id, 'eliminar', 'usuario', user.id, { email: user.email });
    });
    return { message: 'Usuario eliminado.' };
  });
}
