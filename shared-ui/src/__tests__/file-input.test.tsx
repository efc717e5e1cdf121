import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../chakra';
import { FileInput } from '../components/file-input';
import { FormField } from '../components/form-field';
import { renderUi } from './helpers';

const pdf = (name = 'bitacora.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function Upload({ onChange, multiple }: { onChange?: (event: ChangeEvent<HTMLInputElement>) => void; multiple?: boolean }) {
  return (
    <FormField id="bitacora" label="Bitácora (PDF)" required>
      <FileInput accept="application/pdf" multiple={multiple} onChange={onChange} />
    </FormField>
  );
}

describe('FileInput', () => {
  it("'Quitar archivo' empties the input, tells the consumer, keeps focus and says so", async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    const onChange = jest.fn((event: ChangeEvent<HTMLInputElement>) => seen.push(event.target.files?.length ?? -1));
    renderUi(<Upload onChange={onChange} />);
    const input = screen.getByLabelText(/Bitácora \(PDF\)/) as HTMLInputElement;
    const status = screen.getByRole('status');
    // Nothing chosen, nothing to remove.
    expect(screen.queryByRole('button', { name: /Quitar archivo/ })).not.toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();

    await user.upload(input, pdf());
    // Described by the field it empties, and not taken for that field by a label query.
    const remove = screen.getByRole('button', { name: 'Quitar archivo' });
    expect(remove).toHaveAccessibleDescription('Bitácora (PDF)');
    expect(screen.getByLabelText(/Bitácora \(PDF\)/)).toBe(input);

    await user.click(remove);
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([1, 0]);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Quitar archivo/ })).not.toBeInTheDocument();
    // The same region, there from the start: its new text is announced.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Archivo quitado.');

    // A new choice empties the status, so the next removal is said again.
    await user.upload(input, pdf());
    expect(status).toBeEmptyDOMElement();
  });

  it('has no axe violations with a file chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Upload />);
    await user.upload(screen.getByLabelText(/Bitácora \(PDF\)/), pdf());
    expect(screen.getByRole('button', { name: 'Quitar archivo' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<Upload />);
    const input = screen.getByLabelText(/Bitácora \(PDF\)/) as HTMLInputElement;
    await user.upload(input, pdf());
    input.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Quitar archivo/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input.files).toHaveLength(0);
    expect(input).toHaveFocus();
  });

  it("says 'Quitar archivos' for several files", async () => {
    const user = userEvent.setup();
    renderUi(<Upload multiple />);
    const input = screen.getByLabelText(/Bitácora \(PDF\)/) as HTMLInputElement;
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Quitar archivos' }));
    expect(input.files).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Archivos quitados.');
    await user.upload(input, [pdf('a.pdf')]);
    expect(screen.getByRole('button', { name: 'Quitar archivo' })).toBeInTheDocument();
  });

  it('hides the button when the consumer empties the input itself, and forwards the ref', async () => {
    function Consumer() {
      const ref = useRef<HTMLInputElement>(null);
      const [sent, setSent] = useState(0);
      return (
        <>
          <FormField id="archivos" label="Archivos">
            <FileInput ref={ref} />
          </FormField>
          <Button
            onClick={() => {
              // As the admin's image and downloads fields do after an upload: no change event.
              if (ref.current) ref.current.value = '';
              setSent(sent + 1);
            }}
          >
            Enviar
          </Button>
        </>
      );
    }
    const user = userEvent.setup();
    renderUi(<Consumer />);
    await user.upload(screen.getByLabelText('Archivos'), pdf());
    expect(screen.getByRole('button', { name: /Quitar archivo/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.queryByRole('button', { name: /Quitar archivo/ })).not.toBeInTheDocument();
  });
});
