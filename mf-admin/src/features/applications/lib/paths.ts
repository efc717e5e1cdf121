export const APPLICATIONS_PATH = '/admin/panel/postulaciones';

export const applicationPath = (id: number) => `${APPLICATIONS_PATH}/${id}`;

export const OUTBOX_PATH = '/admin/panel/correos';

export const mailPath = (id: number) => `${OUTBOX_PATH}/${id}`;
