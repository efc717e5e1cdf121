import { PageHeading, Text } from '@sello/shared-ui';

export function LoginPage() {
  return (
    <>
      <PageHeading>Portal Claveúnica</PageHeading>
      <Text maxW="3xl">Para postular, ingresa con tu RUN y tu ClaveÚnica. Si necesitas ayuda, llama al 600 360 33 33.</Text>
    </>
  );
}
