import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@sello/shared-ui';
import { ImageField, type ImageValue } from '../components/image-field';
import { readImageSize } from '../lib/image-rules';

// jsdom decodes no images: the test says when the chosen file's size is known.
jest.mock('../lib/image-rules', () => ({
  ...jest.requireActual('../lib/image-rules'),
  readImageSize: jest.fn(),
}));
const sizeOf = readImageSize as jest.MockedFunction<typeof readImageSize>;

/**
 * An empty field whose parent never re-renders (its value stays the one before any file); the size
 * of a chosen file is known when the test calls `finishReading`. `changes` holds what the field told.
 */
function renderReading() {
  let finishReading: (size: { width: number; height: number }) => void = () => undefined;
  sizeOf.mockReturnValue(new Promise((resolve) => { finishReading = resolve; }));
  const changes: ImageValue[] = [];
  render(
    <UiProvider>
      <ImageField id="imagen" label="Imagen de escritorio" rule="newsDesktop" value={{ file: null, alt: '' }} onChange={(value) => changes.push(value)} />
    </UiProvider>,
  );
  return { changes, finishReading: (size: { width: number; height: number }) => finishReading(size) };
}

describe('ImageField', () => {
  it('a key pressed before the parent has rendered the chosen file keeps the file', async () => {
    const { changes, finishReading } = renderReading();
    const photo = new File(['x'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Imagen de escritorio/), photo);
    await act(async () => finishReading({ width: 1110, height: 336 }));
    fireEvent.change(screen.getByLabelText(/^Texto alternativo de imagen de escritorio/), { target: { value: 'F' } });
    expect(changes.at(-1)).toEqual({ file: photo, alt: 'F' });
  });

  it("a file removed with 'Quitar archivo' while its size is read stays out of the form", async () => {
    const { changes, finishReading } = renderReading();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Imagen de escritorio/), new File(['x'], 'foto.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    await act(async () => finishReading({ width: 1110, height: 336 }));
    expect(changes.at(-1)).toEqual({ file: null, alt: '' });
  });

  it('a required image is asked for until one is saved, without the empty input being invalid on arrival; then a new file is optional', () => {
    const field = (currentUrl?: string) => (
      <UiProvider>
        <ImageField id="imagen" label="Imagen de escritorio" rule="newsDesktop" value={{ file: null, alt: 'Foto' }} onChange={() => undefined} currentUrl={currentUrl} required />
      </UiProvider>
    );
    const view = render(field());
    // Said by aria-required: Chromium reads an empty natively required file input as invalid before anything is chosen.
    expect(screen.getByLabelText(/^Imagen de escritorio/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Imagen de escritorio/)).toBeValid();
    view.rerender(field('/storage/noticias/foto.png'));
    const input = screen.getByLabelText(/^Imagen de escritorio/);
    expect(input).not.toBeRequired();
    expect(input).toBeValid();
  });
});
