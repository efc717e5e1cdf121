import { valibotResolver } from '@hookform/resolvers/valibot';
import { userCreateSchema, type UserCreateInput } from '@sello/shared-api/schemas';
import { invitarUsuario } from '@sello/shared-api/staff';
import { Button, Heading, SimpleGrid, Stack, usePageTitle } from '@sello/shared-ui';
import { ErrorSummary, FormField, Input, NativeSelect, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormNotice } from '../../admin-core/components/form-alert';
import { placeRefusal } from '../../admin-core/lib/save-error';

const ORDER = ['name', 'lastname', 'email', 'role'] as const;
const SEND_ID = 'invitar-enviar';

/** Invites a staff member by e-mail: they choose their own password through the link (nobody types it for them). */
export function InviteForm({ pageTitle, onInvited }: { pageTitle: string; onInvited: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  // 'Invitación enviada a …' stays in the form until the next invitation.
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting, submitCount } } = useForm<UserCreateInput>({
    resolver: valibotResolver(userCreateSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { name: '', lastname: '', email: '', role: 'revisor' },
  });
  // A refusal that belongs to no field is the summary's last line, linked to the button that retries.
  const summary = [...toErrorSummaryItems(errors, ORDER), ...(serverError ? [{ id: SEND_ID, message: serverError }] : [])];
  usePageTitle(pageTitle, { error: summary.length > 0 });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSent(null);
    try {
      setSent((await invitarUsuario(values)).message);
      reset();
      onInvited();
    } catch (error) {
      // The server's reason for a field goes under it ('Ya existe un usuario con ese correo.'), not
      // only its generic 'Los datos enviados no son válidos.' above the form.
      setServerError(placeRefusal(error, ORDER, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <Stack as="section" aria-labelledby="invitar-titulo" gap="4" borderWidth="1px" borderColor="border" borderRadius="md" p="4" mb="8">
      <Heading as="h2" id="invitar-titulo" textStyle="xl">Invitar a una persona del equipo</Heading>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary attempt={submitCount} errors={summary} />
        <FormNotice message={sent} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField id="name" label="Nombre" errorText={errors.name?.message} required><Input {...register('name')} autoComplete="off" /></FormField>
          <FormField id="lastname" label="Apellido" errorText={errors.lastname?.message} required><Input {...register('lastname')} autoComplete="off" /></FormField>
          <FormField id="email" label="Correo" errorText={errors.email?.message} required><Input {...register('email')} type="email" autoComplete="off" /></FormField>
          <FormField id="role" label="Rol" errorText={errors.role?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('role')}>
                <option value="revisor">Revisor/a</option>
                <option value="admin">Administrador/a</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator aria-hidden="true" />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Button id={SEND_ID} type="submit" mt="4" loading={isSubmitting} loadingText="Enviando…">Enviar invitación</Button>
      </form>
    </Stack>
  );
}
