// What e2e/run.mjs passes to every spec file through the environment.
export function suiteEnv() {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL no está definido: ejecuta las pruebas con `npm run test:e2e`.');
  // mailDir: where the run's local SMTP server writes each message it receives (see lib/mailbox.mjs).
  return { baseUrl, apiUrl: process.env.E2E_API_URL || null, mailDir: process.env.E2E_MAIL_DIR || null };
}
