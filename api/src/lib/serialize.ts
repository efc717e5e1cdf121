import type { AppConfig } from '../config';

export interface FileRef { id: string; storage_key: string; nombre_original: string; size: number; created_at: Date }

export const iso = (date: Date | null | undefined): string => (date ? date.toISOString() : '');

export function mediaPath(key: string | null | undefined): string | null {
  return key ? `media/${key}` : null;
}

export function mediaUrl(config: AppConfig, key: string | null | undefined): string | null {
  return key ? `${config.publicBaseUrl}/media/${key}` : null;
}

export function privateFile(config: AppConfig, file: FileRef | null | undefined) {
  if (!file) return null;
  return {
    id: file.id,
    nombre_original: file.nombre_original,
    size: file.size,
    created_at: iso(file.created_at),
    descargar_url: `${config.publicBaseUrl}/api/archivos/${file.id}/descargar`,
  };
}
