import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileViewer } from '../components/private-file';
import { dismissAllToasts, Toaster } from '../toast/toaster';
import { renderUi } from './helpers';

// jsdom has no blob URLs: the viewer and the download only need an address for the blob.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:archivo');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => act(() => dismissAllToasts()));

const file = { id: 'f-1', nombre_original: 'bitacora.pdf' };

describe('FileViewer', () => {
  it("'Ver' loads the file with the session and shows it in the page; 'Ocultar' hides it", async () => {
    const load = jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' }));
    renderUi(<FileViewer file={file} label="Bitácora" load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver Bitácora' }));
    expect(load).toHaveBeenCalledWith('f-1');
    expect(await screen.findByTitle('Bitácora: bitacora.pdf')).toHaveAttribute('src', 'blob:archivo');
    expect(screen.getByRole('button', { name: 'Ocultar Bitácora' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Bitácora' }));
    expect(screen.queryByTitle('Bitácora: bitacora.pdf')).toBeNull();
  });

  it("'Descargar' saves the file under its own name", async () => {
    const load = jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' }));
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderUi(<FileViewer file={file} label="Bitácora" load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Bitácora' }));
    expect(load).toHaveBeenCalledWith('f-1');
    expect(clicked).toEqual(['bitacora.pdf']);
    click.mockRestore();
  });

  it('a file that cannot be read says so in a toast and shows nothing', async () => {
    const load = jest.fn(async () => {
      throw new Error('No se pudo leer el archivo.');
    });
    renderUi(<><Toaster /><FileViewer file={file} label="Bitácora" load={load} /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Ver Bitácora' }));
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo leer el archivo.')).toBeInTheDocument();
    expect(screen.queryByTitle('Bitácora: bitacora.pdf')).toBeNull();
  });
});
