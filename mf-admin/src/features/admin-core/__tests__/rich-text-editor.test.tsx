import '../testing/prosemirror-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@sello/shared-ui';
import { RichTextEditor } from '../components/rich-text-editor';

describe('RichTextEditor: the link form', () => {
  it('Tab and Shift+Tab leave it (focus used to come straight back to its field: a keyboard trap)', async () => {
    render(
      <UiProvider>
        <RichTextEditor id="cuerpo" label="Cuerpo de la noticia" initialHtml="<p>Hola</p>" onChange={() => undefined} />
      </UiProvider>,
    );
    const body = screen.getByRole('textbox', { name: 'Cuerpo de la noticia' });
    await userEvent.click(body);
    await userEvent.click(screen.getByRole('button', { name: 'Enlace' }));
    const address = screen.getByLabelText(/^Dirección del enlace/);
    expect(address).toHaveFocus();
    await userEvent.type(address, 'example.org');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aplicar enlace' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancelar enlace' })).toHaveFocus();
    // On into the text, and it stays there while the person types.
    await userEvent.tab();
    expect(body).toHaveFocus();
    await userEvent.keyboard(' mundo');
    expect(body).toHaveFocus();
    // Back, past the form, to the toolbar.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(address).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Enlace' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Cita' })).toHaveFocus();
    // The editor's first render is slow on a busy two-core machine (as in testing/render.tsx).
  }, 30_000);

  it('an address it refuses is said by a status region that was there, empty, from the opening', async () => {
    render(
      <UiProvider>
        <RichTextEditor id="cuerpo" label="Cuerpo de la noticia" initialHtml="<p>Hola</p>" onChange={() => undefined} />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Cuerpo de la noticia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enlace' }));
    const status = within(screen.getByRole('group', { name: 'Enlace' })).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const address = screen.getByLabelText(/^Dirección del enlace/);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    const message = 'Ingresa una dirección web válida (https://…) o de correo (mailto:…).';
    expect(status).toHaveTextContent(message);
    expect(address).toHaveAccessibleDescription(`Déjala vacía para quitar el enlace. ${message}`);
    expect(address).toHaveFocus();
    // The same address refused again: the region's text changes, so a screen reader says it again.
    const first = status.textContent;
    await userEvent.keyboard('{Enter}');
    expect(status).toHaveTextContent(message);
    expect(status.textContent).not.toBe(first);
  }, 30_000);
});

describe('RichTextEditor: the toolbar', () => {
  it('draws every button without an emoji font (the Enlace button was blank where none is installed)', () => {
    render(
      <UiProvider>
        <RichTextEditor id="cuerpo" label="Cuerpo de la noticia" initialHtml="<p>Hola</p>" onChange={() => undefined} />
      </UiProvider>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de cuerpo de la noticia' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons).toHaveLength(11);
    for (const button of buttons) {
      const glyph = button.querySelector('[data-glyph]')?.getAttribute('data-glyph');
      // Each button shows either a character of an ordinary text font or a drawn icon.
      if (glyph) expect(glyph).not.toMatch(/\p{Extended_Pictographic}/u);
      else expect(button.querySelector('svg')).not.toBeNull();
    }
  }, 30_000);
});
