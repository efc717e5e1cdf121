/**
 * A stand-in for the Web Speech API (jsdom has none). Utterances wait in `pending` until the test
 * finishes them with `endCurrent()`, or until `cancel()` fails them as browsers do.
 */
export class FakeUtterance {
  text: string;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

export const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

export class FakeSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  pending: FakeUtterance[] = [];
  cancel = jest.fn(() => {
    const dropped = this.pending;
    this.pending = [];
    dropped.forEach((u) => u.onerror?.({ error: 'canceled' }));
  });
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    this.pending.push(utterance);
  }
  endCurrent() {
    this.pending.shift()?.onend?.();
  }
  failCurrent() {
    this.pending.shift()?.onerror?.({ error: 'synthesis-failed' });
  }
}

export function installFakeSpeech(): FakeSynthesis {
  const synth = new FakeSynthesis();
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: FakeUtterance });
  return synth;
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
