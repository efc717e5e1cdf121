import { useA11yStore } from './store';

/** Chrome stops an utterance after about 15 s, so nothing longer than ~200 characters is spoken at once. */
export const MAX_CHUNK_LENGTH = 200;
export const READ_LANG = 'es-CL';
const VOICES_WAIT_MS = 1000;

/** Packs `parts` (already split at a natural pause) into pieces of at most `max` characters. */
function pack(parts: string[], max: number, glue: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    const candidate = current ? `${current}${glue}${part}` : part;
    if (candidate.length <= max) {
      current = candidate;
    } else {
      if (current) out.push(current);
      current = part;
    }
  }
  if (current) out.push(current);
  return out;
}

function splitLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  // First at commas and the like, then at spaces, and a word longer than `max` is cut as a last resort.
  return pack(sentence.split(/(?<=[,;:])\s+/), max, ' ').flatMap((piece) => {
    if (piece.length <= max) return [piece];
    const words = piece.split(/\s+/).flatMap((word) => {
      const cuts: string[] = [];
      for (let i = 0; i < word.length; i += max) cuts.push(word.slice(i, i + max));
      return cuts;
    });
    return pack(words, max, ' ');
  });
}

/** Sentence-sized chunks of at most `max` characters; line breaks (headings, list items) end a sentence too. */
export function chunkText(text: string, max: number = MAX_CHUNK_LENGTH): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, ' ').trim().split(/(?<=[.!?…])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
    .flatMap((sentence) => splitLong(sentence, max));
}

const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();

/** es-CL, else es-US or es-MX, else es-ES, else any Spanish voice, else null. */
export function pickSpanishVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const preferences: Array<(lang: string) => boolean> = [
    (lang) => lang === 'es-cl',
    (lang) => lang === 'es-us' || lang === 'es-mx',
    (lang) => lang === 'es-es',
    (lang) => lang === 'es' || lang.startsWith('es-'),
  ];
  for (const matches of preferences) {
    const voice = voices.find((v) => matches(langOf(v)));
    if (voice) return voice;
  }
  return null;
}

// Elements in the SVG namespace keep their lower-case tagName.
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg']);
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'CAPTION', 'DD', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION',
  'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P',
  'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL', 'LEGEND', 'LABEL', 'BUTTON',
]);

/**
 * The text a visitor would read in `root` (by default the page's <main>): hidden parts, anything
 * aria-hidden and anything marked data-no-read are left out; block elements end a line.
 */
export function getReadableText(root: Element | null = typeof document !== 'undefined' ? document.querySelector('main') : null): string {
  if (!root) return '';
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    if (
      SKIPPED_TAGS.has(el.tagName) ||
      el.getAttribute('aria-hidden') === 'true' ||
      el.hasAttribute('data-no-read') ||
      el.hasAttribute('hidden')
    ) {
      return;
    }
    const block = BLOCK_TAGS.has(el.tagName);
    if (block) out.push('\n');
    el.childNodes.forEach(walk);
    if (block) out.push('\n');
  };
  walk(root);
  return out.join('').replace(/[ \t]*\n[\s]*/g, '\n').trim();
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

export function isSpeechSupported(): boolean {
  return synthesis() !== null && typeof SpeechSynthesisUtterance !== 'undefined';
}

// Each reading gets a number; callbacks of an older reading (cancel fires `error`) are ignored.
let reading = 0;

/** Voices load asynchronously in Chrome: wait for `voiceschanged`, but never longer than a second. */
function whenVoicesReady(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/**
 * Reads `text` (by default the page's <main>) aloud in Chilean Spanish, one chunk after another.
 * `speech` in the store is true while reading and false once done, stopped or failed.
 * Resolves when the reading ends.
 */
export async function readAloud(text: string = getReadableText()): Promise<void> {
  const synth = synthesis();
  const { setSpeech } = useA11yStore.getState();
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  synth.cancel();
  const id = ++reading;
  const chunks = chunkText(text);
  if (chunks.length === 0) {
    setSpeech(false);
    return;
  }
  setSpeech(true);
  const voice = pickSpanishVoice(await whenVoicesReady(synth));

  for (const chunk of chunks) {
    if (id !== reading) return;
    const ok = await new Promise<boolean>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = READ_LANG;
      if (voice) utterance.voice = voice;
      utterance.onend = () => resolve(true);
      utterance.onerror = () => resolve(false);
      synth.speak(utterance);
    });
    if (!ok) break;
  }
  if (id === reading) setSpeech(false);
}

export function stopReading(): void {
  reading += 1;
  synthesis()?.cancel();
  useA11yStore.getState().setSpeech(false);
}
