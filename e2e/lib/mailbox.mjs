// A real local SMTP server: the API sends through it (SMTP_URL) and the tests read what arrived.
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

function matches(message, { to, subject, text }) {
  const has = (value, pattern) => (pattern instanceof RegExp ? pattern.test(value) : value.includes(pattern));
  if (to && !message.to.includes(to.toLowerCase())) return false;
  if (subject && !has(message.subject, subject)) return false;
  if (text && !has(message.text, text)) return false;
  return true;
}

/**
 * Starts an SMTP server on a free loopback port that accepts any sender and recipient without TLS
 * or authentication, and keeps every message it receives in memory, in order of arrival.
 */
export async function startMailbox() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            // The envelope says who it was really delivered to (Bcc included).
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            headerFrom: mail.from?.text ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            date: mail.date ? mail.date.toISOString() : null,
            attachments: (mail.attachments ?? []).map((file) => ({ filename: file.filename ?? null, contentType: file.contentType, size: file.size })),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** Every message received so far, oldest first. */
    all: () => [...messages],
    /**
     * The latest message to `to` whose subject/text contains or matches `subject`/`text`, once it has
     * arrived; the failure lists what did arrive.
     */
    async waitFor(criteria, { timeout = 20_000 } = {}) {
      const wanted = Object.entries(criteria).map(([key, value]) => `${key}: ${String(value)}`).join(', ');
      await expect
        .poll(() => (messages.some((message) => matches(message, criteria)) ? 'llegó' : messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'ninguno'), {
          message: `correo esperado (${wanted})`,
          timeout,
        })
        .toBe('llegó');
      return messages.filter((message) => matches(message, criteria)).at(-1);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
