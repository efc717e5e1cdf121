import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  accountTokens, appMeta, archivos, textosLegales, categoriaPostulaciones, claveunicaDevIdentities, comunas, descargables, estadoRequisitos, homeContent,
  institucionesReconocidas, loginChallenges, mediosVerificacion, noticias, regiones, requisitos, resultadoPostulaciones, sessions,
  staffRecoveryCodes, tipoInstituciones, users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { sanitizeRichText } from '../lib/sanitize';
import { saveLegalText } from '../services/legal-texts';
import type { Storage } from '../lib/storage';
import { makePdf, renderLogo, renderScene } from './data/assets';
import { seedDemoApplications } from './demo-applications';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoDataRequests } from './demo-data-requests';
import {
  categories, claveUnicaIdentities, demoInstitutions, demoNews, downloadables, homeContent as homeSeed,
  institutionTypes, legalTexts, regions, requirementStates, results, staffAccounts,
} from './data/index';

export interface SeedOptions { mode: 'demo' | 'production' }

export interface SeedReport {
  regiones: number;
  comunas: number;
  noticias: number;
  instituciones: number;
  descargables: number;
  cuentas: number;
}

/** Writes the bytes to storage and the file row; the caller's transaction decides whether the row stays. */
const MIME = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

async function storeGenerated(db: DbOrTx, storage: Storage, bytes: Uint8Array, ext: keyof typeof MIME, name: string, publico: boolean): Promise<string> {
  const id = randomUUID();
  const key = `${id}.${ext}`;
  await storage.putBytes(key, bytes);
  await db.insert(archivos).values({
    id, storage_key: key, nombre_original: name, mime: MIME[ext], size: bytes.byteLength, publico,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  return id;
}

async function insertNames(db: DbOrTx, table: typeof tipoInstituciones | typeof resultadoPostulaciones | typeof estadoRequisitos, names: string[]) {
  for (const nombre of names) await db.insert(table).values({ nombre }).onConflictDoNothing();
}

/** Reference data: always, in every mode. Idempotent: re-running adds only what is missing. */
async function seedReference(db: Db, storage: Storage): Promise<void> {
  for (const [index, region] of regions.entries()) {
    const [row] = await db.insert(regiones).values({ nombre: region.nombre, orden: index + 1 })
      .onConflictDoUpdate({ target: regiones.nombre, set: { orden: index + 1 } }).returning();
    if (!row) continue;
    await db.insert(comunas).values(region.communes.map((nombre) => ({ region_id: row.id, nombre }))).onConflictDoNothing();
  }
  await insertNames(db, tipoInstituciones, institutionTypes);
  // Order matters: the first result and the first requirement state are the defaults.
  await insertNames(db, resultadoPostulaciones, results);
  await insertNames(db, estadoRequisitos, requirementStates);

  for (const category of categories) {
    const [cat] = await db.insert(categoriaPostulaciones)
      .values({ slug: category.slug, nombre: category.nombre, descripcion: category.descripcion })
      .onConflictDoUpdate({ target: categoriaPostulaciones.slug, set: { nombre: category.nombre, descripcion: category.descripcion } })
      .returning();
    if (!cat) continue;
    for (const means of category.verificationMeans) {
      const [existing] = await db.select().from(mediosVerificacion)
        .where(and(eq(mediosVerificacion.categoria_id, cat.id), eq(mediosVerificacion.nombre, means.nombre))).limit(1);
      if (existing) continue;
      const bytes = await makePdf(means.baseFile.title, means.baseFile.paragraphs);
      await db.transaction(async (tx) => {
        const fileId = await storeGenerated(tx, storage, bytes, 'pdf', means.baseFile.filename, true);
        await tx.insert(mediosVerificacion).values({ categoria_id: cat.id, nombre: means.nombre, descripcion: means.descripcion, archivo_base_id: fileId });
      });
    }
    for (const [index, req] of category.requirements.entries()) {
      await db.insert(requisitos).values({ ...req, categoria_id: cat.id, orden: index + 1 }).onConflictDoNothing();
    }
  }
  // The privacy notice and the accessibility statement, in every mode (a public service must publish
  // both); written once, then kept by the admins (an edited text is never overwritten).
  for (const text of legalTexts) {
    const [existing] = await db.select({ slug: textosLegales.slug }).from(textosLegales).where(eq(textosLegales.slug, text.slug)).limit(1);
    if (!existing) await db.transaction((tx) => saveLegalText(tx, text.slug, text, null));
  }
}

/**
 * Demo content and accounts: only in demo mode, and only once. The first demo seed of a database writes
 * the `demo_seeded` marker; later starts see it and create nothing, so a demo account or news item an
 * admin deleted never comes back. A database that already has staff accounts without the marker (made
 * before the marker existed, or set up for real) gets the marker and no demo accounts.
 */
async function seedDemoOnce(db: Db, storage: Storage): Promise<void> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER)).limit(1);
  if (marker) return;
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) await seedDemo(db, storage);
  await db.insert(appMeta).values({ key: DEMO_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
}

const DEMO_MARKER = 'demo_seeded';

/** The demo staff accounts and development ClaveÚnica identities present in the database (e-mail or RUN). */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const staff = await db.select({ email: users.email }).from(users)
    .where(inArray(users.email, staffAccounts.map((a) => a.email)));
  const identities = await db.select({ run: claveunicaDevIdentities.run }).from(claveunicaDevIdentities);
  return [...staff.map((row) => row.email), ...identities.map((row) => `RUN ${row.run}`)];
}

/**
 * `npm run seed -w @sello/api -- --quitar-cuentas-demo`: the demo staff accounts are retired and the
 * development ClaveÚnica identities deleted. A demo account is not deleted: what it did (the demo
 * reviewers' assignments and evaluations, decisions, news) keeps it as its author. Retired, it keeps
 * its name, loses its e-mail (an address of the reserved `.invalid` domain, so the real one is free),
 * its password (no hash matches '!'), its sessions, links, challenges and recovery codes, and is inactive.
 */
export async function removeDemoAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const staff = await tx.select({ id: users.id }).from(users).where(inArray(users.email, staffAccounts.map((a) => a.email)));
    const ids = staff.map((row) => row.id);
    if (ids.length > 0) {
      await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), inArray(sessions.subject_id, ids)));
      await tx.delete(accountTokens).where(inArray(accountTokens.user_id, ids));
      await tx.delete(loginChallenges).where(inArray(loginChallenges.user_id, ids));
      await tx.delete(staffRecoveryCodes).where(inArray(staffRecoveryCodes.user_id, ids));
      for (const id of ids) {
        await tx.update(users).set({ email: `cuenta-demo-retirada-${id}@sello.invalid`, password_hash: '!', activo: false }).where(eq(users.id, id));
      }
    }
    const identities = await tx.delete(claveunicaDevIdentities).returning({ id: claveunicaDevIdentities.id });
    return ids.length + identities.length;
  });
}

/** The message that stops a production start while demo accounts (public passwords) exist. */
export function demoAccountsRefusal(present: string[]): string {
  return `PORTAL_MODE=production no puede iniciar: la base de datos tiene cuentas de demostración con claves públicas (${present.join(', ')}). `
    + 'Retíralas con `npm run seed -w @sello/api -- --quitar-cuentas-demo` (con la misma configuración) y vuelve a iniciar.';
}

async function seedDemo(db: Db, storage: Storage): Promise<void> {
  for (const account of staffAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
    if (existing) continue;
    await db.insert(users).values({
      email: account.email, password_hash: await hashPassword(account.password), name: account.name, lastname: account.lastname, role: account.role,
    });
  }
  for (const identity of claveUnicaIdentities) {
    const [existing] = await db.select({ id: claveunicaDevIdentities.id }).from(claveunicaDevIdentities).where(eq(claveunicaDevIdentities.run, identity.run)).limit(1);
    if (existing) continue;
    await db.insert(claveunicaDevIdentities).values({
      run: identity.run, clave_hash: await hashPassword(identity.clave), name: identity.name, lastname: identity.lastname,
    });
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);

  for (const item of demoNews) {
    const [existing] = await db.select({ id: noticias.id }).from(noticias).where(eq(noticias.url, item.url)).limit(1);
    if (existing) continue;
    // Rendered before the transaction: sharp works off the event loop while nothing is locked.
    const desktopBytes = item.image ? await renderScene(item.image) : null;
    const mobileBytes = item.imageMobile ? await renderScene(item.imageMobile) : null;
    await db.transaction(async (tx) => {
      const imagen = desktopBytes ? await storeGenerated(tx, storage, desktopBytes, 'jpg', `${item.url}.jpg`, true) : null;
      const mobile = mobileBytes ? await storeGenerated(tx, storage, mobileBytes, 'jpg', `${item.url}-movil.jpg`, true) : null;
      const created = new Date(item.created_at);
      await tx.insert(noticias).values({
        url: item.url, titulo: item.titulo, cuerpo: sanitizeRichText(item.cuerpo), excerpt: item.excerpt, activo: true,
        imagen_id: imagen, imagen_mobile_id: mobile, imagen_alt: item.image?.alt ?? '', imagen_mobile_alt: item.imageMobile?.alt ?? '',
        user_id: admin?.id ?? null, created_at: created, updated_at: created,
      });
    });
  }

  const cats = await db.select().from(categoriaPostulaciones);
  for (const inst of demoInstitutions) {
    const [existing] = await db.select({ id: institucionesReconocidas.id }).from(institucionesReconocidas)
      .where(and(eq(institucionesReconocidas.titulo, inst.titulo), eq(institucionesReconocidas.anno_certificacion, inst.anno_certificacion))).limit(1);
    if (existing) continue;
    const logoBytes = await renderLogo(inst.logo);
    await db.transaction(async (tx) => {
      const logo = await storeGenerated(tx, storage, logoBytes, 'png', 'logo.png', true);
      await tx.insert(institucionesReconocidas).values({
        titulo: inst.titulo, tipo_reconocimiento: inst.tipo_reconocimiento, anno_certificacion: inst.anno_certificacion,
        categoria_id: cats.find((c) => c.slug === inst.categoria_slug)?.id ?? null, texto: inst.texto ?? null, logo_id: logo, logo_alt: inst.logo.alt,
        user_id: admin?.id ?? null,
      });
    });
  }

  for (const doc of downloadables) {
    const [existing] = await db.select({ id: descargables.id }).from(descargables).where(eq(descargables.nombre, doc.nombre)).limit(1);
    if (existing) continue;
    const bytes = await makePdf(doc.title, doc.paragraphs);
    await db.transaction(async (tx) => {
      const fileId = await storeGenerated(tx, storage, bytes, 'pdf', doc.filename, true);
      await tx.insert(descargables).values({ nombre: doc.nombre, ubicacion: doc.ubicacion, documento_id: fileId });
    });
  }

  const [home] = await db.select().from(homeContent).where(eq(homeContent.id, 1)).limit(1);
  if (!home) {
    const landing = await renderScene(homeSeed.landingImage);
    await db.transaction(async (tx) => {
      const image = await storeGenerated(tx, storage, landing, 'jpg', 'portada.jpg', true);
      await tx.insert(homeContent).values({
        id: 1, texto_bajada: sanitizeRichText(homeSeed.textoBajada), landing_image_id: image, landing_image_alt: homeSeed.landingImage.alt,
      });
    });
  }
  // After the recognised institutions: the published demo application links to one of them.
  await seedDemoApplications(db, storage);
  // After both: the published application's institution takes its RUT and commune from it.
  await seedDemoCertificates(db);
  await seedDemoDataRequests(db);
}

export async function runSeed(db: Db, storage: Storage, options: SeedOptions): Promise<SeedReport> {
  await seedReference(db, storage);
  if (options.mode === 'demo') await seedDemoOnce(db, storage);
  const count = async (table: typeof regiones | typeof comunas | typeof noticias | typeof institucionesReconocidas | typeof descargables | typeof users) =>
    (await db.select({ id: table.id }).from(table)).length;
  return {
    regiones: await count(regiones),
    comunas: await count(comunas),
    noticias: await count(noticias),
    instituciones: await count(institucionesReconocidas),
    descargables: await count(descargables),
    cuentas: await count(users),
  };
}

/** The demo accounts as printed at start and listed in the README. */
export function demoAccountLines(): string[] {
  return [
    ...staffAccounts.map((a) => `  ${a.role.padEnd(10)} ${a.email} / ${a.password}`),
    ...claveUnicaIdentities.map((i) => `  postulante RUN ${i.run} / clave ${i.clave} (ClaveÚnica de desarrollo)`),
  ];
}
