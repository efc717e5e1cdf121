import { ApiError, type Correo } from '@sello/shared-api';
import { getCorreo } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, chakra, ErrorState, Heading, LoadingState, PageHeading, RouterLink, Text, useAsync, useLocation, usePageTitle, useParams,
} from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../admin-core/lib/date-time';
import { MAIL_STATE_LABEL } from '../lib/mail-labels';
import { listReturnPath } from '../lib/list-return';
import { applicationPath, OUTBOX_PATH } from '../lib/paths';

const when = (iso: string) => <chakra.time dateTime={iso}>{formatDateTime(iso)}</chakra.time>;

function Mail({ mail }: { mail: Correo }) {
  const row = (term: string, value: ReactNode) => (
    <Box display={{ base: 'block', sm: 'flex' }} gap="2" py="1">
      <chakra.dt fontWeight="semibold" flexShrink={0}>{`${term}:`}</chakra.dt>
      {/* Addresses and error messages have no spaces to wrap at: at 320 px they must not push the page sideways. */}
      <chakra.dd m="0" minW="0" overflowWrap="anywhere">{value}</chakra.dd>
    </Box>
  );
  return (
    <>
      <chakra.dl m="0" mb="6" data-testid="correo-datos">
        {row('Para', mail.para)}
        {row('Estado', MAIL_STATE_LABEL[mail.estado])}
        {mail.error ? row('Error del envío', mail.error) : null}
        {mail.postulacion_sello_id ? row('Postulación', (
          <RouterLink to={applicationPath(mail.postulacion_sello_id)}>{mail.nombre_institucion ?? `N° ${mail.postulacion_sello_id}`}</RouterLink>
        )) : null}
        {mail.creado_por ? row('Creado por', mail.creado_por.nombre) : null}
        {row('Creado', when(mail.created_at))}
        {mail.enviado_at ? row('Enviado', when(mail.enviado_at)) : null}
        {row('Última modificación', when(mail.updated_at))}
      </chakra.dl>
      <Heading as="h2" textStyle="xl" mb="3">Texto del mensaje</Heading>
      {/* The stored text as text (React escapes it): a body is never markup, and its line breaks stay. */}
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="correo-texto">{mail.cuerpo}</Text>
      </Box>
    </>
  );
}

/** `/admin/panel/correos/{id}`: one message of the outbox as stored, to read it (without SMTP, the only way to). */
export function MailPage() {
  const { id } = useParams();
  const correoId = Number(id);
  const back = listReturnPath(OUTBOX_PATH, useLocation().state);
  const { data, error, loading, reload } = useAsync(() => getCorreo(correoId), [correoId]);
  const title = data?.asunto ?? 'Correo';
  const missing = error instanceof ApiError && error.status === 404;
  // A subject alone ('Postulación aprobada…') reads like a result page: the title says it is a message.
  usePageTitle(missing ? 'Correo no encontrado' : data ? `Correo: ${data.asunto}` : 'Correo');
  return (
    <>
      <Breadcrumb items={[{ label: 'Correos', to: back }, { label: 'Correo' }]} />
      {/* One h1 from the first render (loading, error or loaded): the shell focuses it after a navigation. */}
      <PageHeading>{title}</PageHeading>
      {loading ? <LoadingState label="Cargando el correo…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={missing ? undefined : reload} /> : null}
      {data ? <Mail mail={data} /> : null}
      <Box mt="8">
        <Button asChild variant="outline"><RouterLink to={back}>Volver a correos</RouterLink></Button>
      </Box>
    </>
  );
}
