import { chunkText, getReadableText, pickSpanishVoice, readAloud, stopReading } from '../speech';
import { useA11yStore } from '../store';
import { flush, installFakeSpeech, voice, type FakeSynthesis } from './fake-speech';

describe('chunkText', () => {
  it('cuts at sentence ends', () => {
    expect(chunkText('Hola. ¿Cómo estás? ¡Bien!  Gracias…')).toEqual(['Hola.', '¿Cómo estás?', '¡Bien!', 'Gracias…']);
  });

  it('treats line breaks (headings, list items) as sentence ends', () => {
    expect(chunkText('Noticias\nNueva convocatoria\n\nSe abre el proceso.')).toEqual([
      'Noticias',
      'Nueva convocatoria',
      'Se abre el proceso.',
    ]);
  });

  it('splits a long sentence at commas, then at spaces, never above the limit', () => {
    const clause = 'una frase con varias palabras';
    const sentence = `${Array(10).fill(clause).join(', ')}.`;
    const chunks = chunkText(sentence, 80);
    expect(chunks.length).toBeGreaterThan(1);
    chunks.forEach((chunk) => expect(chunk.length).toBeLessThanOrEqual(80));
    // Nothing lost and the comma pieces stay whole.
    expect(chunks.join(' ')).toBe(sentence);
    expect(chunks[0]).toMatch(/,$/);

    const noCommas = Array(60).fill('palabra').join(' ');
    const byWords = chunkText(noCommas, 50);
    byWords.forEach((chunk) => expect(chunk.length).toBeLessThanOrEqual(50));
    expect(byWords.join(' ')).toBe(noCommas);
  });

  it('defaults to 200 characters and cuts a giant word as a last resort', () => {
    const long = `${'a'.repeat(450)}.`;
    const chunks = chunkText(long);
    expect(chunks.map((c) => c.length)).toEqual([200, 200, 51]);
  });

  it('returns nothing for blank text', () => {
    expect(chunkText('  \n \t ')).toEqual([]);
  });
});

describe('pickSpanishVoice', () => {
  const en = voice('en-US');
  it.each([
    [[en, voice('es-ES'), voice('es-MX'), voice('es-CL')], 'es-CL'],
    [[en, voice('es-ES'), voice('es-MX')], 'es-MX'],
    [[en, voice('es-ES'), voice('es-US')], 'es-US'],
    [[en, voice('es-ES'), voice('es-AR')], 'es-ES'],
    [[en, voice('es-AR')], 'es-AR'],
    [[en, voice('es_CL')], 'es_CL'],
  ])('picks the best Spanish voice from %#', (voices, lang) => {
    expect(pickSpanishVoice(voices)?.lang).toBe(lang);
  });

  it('returns null without a Spanish voice', () => {
    expect(pickSpanishVoice([en, voice('fr-FR'), voice('eu-ES')])).toBeNull();
    expect(pickSpanishVoice([])).toBeNull();
  });
});

describe('getReadableText', () => {
  it('reads <main>, skipping aria-hidden, data-no-read and hidden parts', () => {
    document.body.innerHTML = `
      <header>Menú</header>
      <main id="contenido">
        <h1>Noticias</h1>
        <p>Primera <strong>noticia</strong>.</p>
        <span aria-hidden="true">decoración</span>
        <div data-no-read><button>Escuchar</button></div>
        <p hidden>oculto</p>
        <ul><li>Uno</li><li>Dos</li></ul>
        <script>var x = 1;</script>
      </main>`;
    const text = getReadableText();
    expect(text.split('\n')).toEqual(['Noticias', 'Primera noticia.', 'Uno', 'Dos']);
    expect(chunkText(text)).toEqual(['Noticias', 'Primera noticia.', 'Uno', 'Dos']);
  });

  it('is empty without a <main>', () => {
    document.body.innerHTML = '<div>nada</div>';
    expect(getReadableText()).toBe('');
  });
});

describe('readAloud / stopReading', () => {
  let synth: FakeSynthesis;

  beforeEach(() => {
    synth = installFakeSpeech();
    synth.voices = [voice('en-US'), voice('es-ES'), voice('es-CL', 'Chile')];
    useA11yStore.setState({ speech: false });
  });

  it('speaks the chunks in order in es-CL, flagging speech until the end', async () => {
    const done = readAloud('Hola. Adiós.');
    await flush();
    expect(synth.cancel).toHaveBeenCalled();
    expect(useA11yStore.getState().speech).toBe(true);
    // One chunk at a time: the next waits for the end of the previous.
    expect(synth.spoken.map((u) => u.text)).toEqual(['Hola.']);
    expect(synth.spoken[0]?.lang).toBe('es-CL');
    expect(synth.spoken[0]?.voice?.name).toBe('Chile');
    synth.endCurrent();
    await flush();
    expect(synth.spoken.map((u) => u.text)).toEqual(['Hola.', 'Adiós.']);
    synth.endCurrent();
    await done;
    expect(useA11yStore.getState().speech).toBe(false);
  });

  it('stops on demand', async () => {
    const done = readAloud('Uno. Dos. Tres.');
    await flush();
    stopReading();
    await done;
    expect(useA11yStore.getState().speech).toBe(false);
    expect(synth.spoken).toHaveLength(1);
  });

  it('gives up on a synthesis error', async () => {
    const done = readAloud('Uno. Dos.');
    await flush();
    synth.failCurrent();
    await done;
    expect(useA11yStore.getState().speech).toBe(false);
    expect(synth.spoken).toHaveLength(1);
  });

  it('waits for voices that load late', async () => {
    synth.voices = [];
    const done = readAloud('Hola.');
    await flush();
    expect(synth.spoken).toHaveLength(0);
    synth.voices = [voice('es-MX', 'México')];
    synth.dispatchEvent(new Event('voiceschanged'));
    await flush();
    expect(synth.spoken[0]?.voice?.name).toBe('México');
    synth.endCurrent();
    await done;
  });

  it('a new reading replaces the current one', async () => {
    const first = readAloud('Primera. Lectura.');
    await flush();
    const second = readAloud('Segunda.');
    await first;
    await flush();
    expect(useA11yStore.getState().speech).toBe(true);
    expect(synth.spoken.map((u) => u.text)).toEqual(['Primera.', 'Segunda.']);
    synth.endCurrent();
    await second;
    expect(useA11yStore.getState().speech).toBe(false);
  });

  it('reads the page <main> by default', async () => {
    document.body.innerHTML = '<main><h1>Inicio</h1><p>Bienvenidos.</p></main>';
    const done = readAloud();
    await flush();
    expect(synth.spoken[0]?.text).toBe('Inicio');
    synth.endCurrent();
    await flush();
    synth.endCurrent();
    await done;
    expect(synth.spoken.map((u) => u.text)).toEqual(['Inicio', 'Bienvenidos.']);
  });
});
