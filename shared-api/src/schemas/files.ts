/** The largest file each kind of upload takes, in MB: the API refuses more, the forms say it and check it first. */
export const UPLOAD_LIMIT_MB = { pdf: 20, image: 5 } as const;

export const fileTooBigMessage = (mb: number): string => `El archivo no puede superar los ${mb} MB.`;

/** A chosen file of 0 bytes (an unfinished download, a failed export). */
export const EMPTY_FILE_MESSAGE = 'El archivo está vacío (0 bytes). Elige otro archivo.';
