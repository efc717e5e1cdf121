// A real local SMTP server for the e2e run: the API sends through it (SMTP_URL), and every message it
// receives is written as one JSON file to a folder the spec files read (E2E_MAIL_DIR).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts an SMTP server on a free port that accepts any sender and recipient without TLS or
 * authentication (it only listens on 127.0.0.1). Returns `{ url, dir, stop() }`.
 */
export async function startMailbox({ dir }) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const message = {
            // The envelope says who it was really delivered to (Bcc included).
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            headerFrom: mail.from?.text ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            date: mail.date ? mail.date.toISOString() : null,
            attachments: (mail.attachments ?? []).map((file) => ({ filename: file.filename ?? null, contentType: file.contentType, size: file.size })),
            receivedAt: new Date().toISOString(),
          };
          // Zero-padded counter first: the files sort in the order they arrived.
          const name = `${String(count).padStart(5, '0')}-${Date.now()}.json`;
          writeFileSync(path.join(dir, name), JSON.stringify(message, null, 2));
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every message received so far, oldest first. */
export function readMailbox(dir = process.env.E2E_MAIL_DIR) {
  if (!dir) throw new Error('E2E_MAIL_DIR no está definido: ejecuta las pruebas con `npm run test:e2e`.');
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

function matches(message, { to, subject, text }) {
  if (to && !message.to.includes(to.toLowerCase())) return false;
  if (subject && !(subject instanceof RegExp ? subject.test(message.subject) : message.subject.includes(subject))) return false;
  if (text && !(text instanceof RegExp ? text.test(message.text) : message.text.includes(text))) return false;
  return true;
}

/**
 * Waits for a message to `to` (and, when given, whose subject/text contains or matches `subject`/
 * `text`) and returns it. Throws a readable error listing what did arrive after `timeout` ms.
 */
export async function waitForMail(criteria, { dir = process.env.E2E_MAIL_DIR, timeout = 20_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMailbox(dir).filter((message) => matches(message, criteria));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) {
      const seen = readMailbox(dir).map((message) => `${message.to.join(',')}: ${message.subject}`);
      throw new Error(`No llegó el correo esperado (${Object.entries(criteria).map(([key, value]) => `${key}: ${String(value)}`).join(', ')}). Recibidos: ${seen.join(' | ') || 'ninguno'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
