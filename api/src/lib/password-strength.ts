import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { invalid } from './http-error';

export const GUESSABLE_PASSWORD = 'Esa clave es fácil de adivinar: es muy usada, sigue un patrón o contiene tus datos. Elige otra; una frase de varias palabras sirve.';

// zxcvbn's cost grows with length (over 2 s for some 256-character inputs): only the first 32
// characters are scored (at most ~0.2 s), which is where a guessable password shows itself.
const SCORED_LENGTH = 32;
// Score 3: "safely unguessable", about 10^8 guesses or more (zxcvbn's scale, 0-4).
const MIN_SCORE = 3;

type Person = { name: string; lastname: string; email: string };

let factory: Promise<ZxcvbnFactory> | null = null;

/** Built on first use: the dictionaries take ~150 ms and several MB, and most API processes never need them. */
function scorer(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-es-es')])
    .then(([core, common, es]) => new core.ZxcvbnFactory({
      maxLength: SCORED_LENGTH,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...es.dictionary },
    }));
  return factory;
}

/**
 * Refuses (422 on `password`) a new password that is common, a pattern ('1234567890', 'qwertyuiop')
 * or built from the person's names and e-mail or the portal's name (NIST SP 800-63B, 3.1.1.2). Called once the
 * request is otherwise known to be good (link or current password checked), so nobody can make the
 * server score passwords for free.
 */
export async function refuseGuessablePassword(password: string, user: Person): Promise<void> {
  const inputs = [...personalData(user), 'sello', 'chile', 'inclusivo', 'senadis'];
  const { score } = (await scorer()).check(password, inputs);
  if (score < MIN_SCORE) throw invalid({ password: [GUESSABLE_PASSWORD] });
}

/** What zxcvbn should not find in a person's password: their names and their e-mail address, whole and in parts. */
function personalData(user: Person): string[] {
  return [user.name, user.lastname, user.email, ...user.email.split(/[@.+_-]/)].filter((part) => part.length >= 3);
}
