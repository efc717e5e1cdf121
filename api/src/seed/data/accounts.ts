/**
 * DEMO CREDENTIALS — for the embedded default / demo mode only, never for production. They are
 * public on purpose (printed at start and listed in the README) so anyone can try the portal.
 */
export interface StaffAccountSeed {
  email: string;
  password: string;
  name: string;
  lastname: string;
  role: 'admin' | 'revisor';
}

export interface ClaveUnicaIdentitySeed {
  /** RUN formatted as in the spec, with a valid modulo-11 check digit. */
  run: string;
  clave: string;
  name: string;
  lastname: string;
}

export const staffAccounts: StaffAccountSeed[] = [
  // Demo credential (embedded default only).
  { email: 'admin@sello.test', password: 'sello-admin-demo', name: 'Ana', lastname: 'Administradora', role: 'admin' },
  // Demo credential (embedded default only).
  { email: 'revisor@sello.test', password: 'sello-revisor-demo', name: 'Rodrigo', lastname: 'Revisor', role: 'revisor' },
  // Demo credentials (embedded default only): more reviewers for independent scoring and
  // reassignment, and a second admin to resolve a reposición against the first one's decision.
  { email: 'revisora2@sello.test', password: 'sello-revisora2-demo', name: 'Rebeca', lastname: 'Revisora Dos', role: 'revisor' },
  { email: 'revisor3@sello.test', password: 'sello-revisor3-demo', name: 'Raúl', lastname: 'Revisor Tres', role: 'revisor' },
  { email: 'admin2@sello.test', password: 'sello-admin2-demo', name: 'Alberto', lastname: 'Administrador Dos', role: 'admin' },
];

/** Test identities of the development ClaveÚnica provider (demo credentials, never production). */
export const claveUnicaIdentities: ClaveUnicaIdentitySeed[] = [
  { run: '44.444.444-4', clave: 'testing', name: 'Paula', lastname: 'Postulante Demo' },
  { run: '55.555.555-5', clave: 'testing', name: 'Martín', lastname: 'Postulante Demo' },
  // Owns the demo applications of the review workflow (seed/demo-applications.ts).
  { run: '66.666.666-6', clave: 'testing', name: 'Valentina', lastname: 'Postulante con revisiones' },
];
