import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useForm } from 'react-hook-form';
import { Button } from '../chakra';
import { Input, NativeSelect } from '../widgets';
import { ErrorSummary, toErrorSummaryItems } from '../components/error-summary';
import { FileInput } from '../components/file-input';
import { FormField } from '../components/form-field';
import { usePageTitle } from '../hooks/use-page-title';
import { renderUi } from './helpers';

interface Values {
  email: string;
  region: string;
}

function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<Values>({ defaultValues: { email: '', region: '' } });
  const summary = toErrorSummaryItems(errors, ['email', 'region']);
  usePageTitle('Iniciar sesión', { error: summary.length > 0 });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      {submitCount > 0 ? <ErrorSummary errors={summary} /> : null}
      <FormField id="email" label="Correo electrónico" helperText="Ej.: nombre@dominio.cl" errorText={errors.email?.message} required>
        <Input type="email" {...register('email', { required: 'Ingresa tu correo electrónico' })} />
      </FormField>
      <FormField id="region" label="Región" errorText={errors.region?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('region', { required: 'Selecciona una región' })}>
            <option value="">---</option>
            <option value="13">Metropolitana</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FormField>
      <Button type="submit">Continuar</Button>
    </form>
  );
}

describe('FormField', () => {
  it('labels the control and describes it with the helper text', () => {
    renderUi(<LoginForm />);
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    expect(email).toHaveAttribute('id', 'email');
    expect(email).toHaveAccessibleDescription('Ej.: nombre@dominio.cl');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(email).toBeRequired();
  });

  it('shows the error under the field, marks it invalid and describes it', async () => {
    const user = userEvent.setup();
    renderUi(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Ingresa tu correo electrónico'));
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('works with a file input and register', () => {
    function Upload() {
      const { register } = useForm<{ requisito: FileList }>();
      return (
        <FormField id="requisito" label="Archivo del requisito" errorText="Debes adjuntar un archivo">
          <FileInput accept="application/pdf" {...register('requisito')} />
        </FormField>
      );
    }
    renderUi(<Upload />);
    const input = screen.getByLabelText('Archivo del requisito');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'requisito');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Debes adjuntar un archivo');
  });

  it('has no axe violations with errors shown', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ErrorSummary', () => {
  it('takes focus, repeats the inline errors as links and prefixes the title', async () => {
    const user = userEvent.setup();
    renderUi(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Hay errores en el formulario' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ingresa tu correo electrónico' });
    expect(link).toHaveAttribute('href', '#email');
    expect(screen.getByRole('link', { name: 'Selecciona una región' })).toHaveAttribute('href', '#region');
    // The inline error uses the same words.
    expect(screen.getAllByText('Ingresa tu correo electrónico')).toHaveLength(2);
    expect(document.title).toBe('Error: Iniciar sesión - Sello');

    await user.click(link);
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = renderUi(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the form order and skips fields without a message', () => {
    expect(
      toErrorSummaryItems({ b: { message: 'B' }, a: { message: 'A' }, c: { message: undefined } }, ['a', 'b', 'c']),
    ).toEqual([
      { id: 'a', message: 'A' },
      { id: 'b', message: 'B' },
    ]);
  });
});
