import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { Button } from '../chakra';
import { renderUi } from './helpers';

/** A form whose submit button stays busy until 'Terminar' is pressed, as a form waiting for the API. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setBusy(true);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="name">Nombre</label>
      <input id="name" />
      <Button type="submit" loading={busy} loadingText="Guardando…">Guardar</Button>
      <Button type="button" onClick={() => setBusy(false)}>Terminar</Button>
    </form>
  );
}

describe('Button', () => {
  it('busy, keeps keyboard focus: aria-disabled instead of disabled, with its loading text', async () => {
    const user = userEvent.setup();
    renderUi(<SlowForm onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const busy = screen.getByRole('button', { name: /Guardando…/ });
    // A disabled button cannot hold focus: Chromium moves it to <body> and Tab starts over.
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
  });

  it('busy, sends nothing more: neither a click nor Enter in a field submits the form again', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(<SlowForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Guardando…/ }));
    await user.type(screen.getByLabelText('Nombre'), '{Enter}');
    fireEvent.click(screen.getByRole('button', { name: /Guardando…/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    const ready = screen.getByRole('button', { name: 'Guardar' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    await user.click(ready);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('busy, ignores its own onClick; disabled and not busy, is disabled as Chakra makes it', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderUi(<Button loading onClick={onClick}>Exportar CSV</Button>);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button disabled onClick={onClick}>Exportar CSV</Button>);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    rerender(<Button onClick={onClick}>Exportar CSV</Button>);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
