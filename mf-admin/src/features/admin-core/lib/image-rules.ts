/** The spec's image dimension rules (section 5, natural size in pixels), checked again by the server. */
export interface ImageRule {
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  /** Text of the 'Imagen no válida' toast (the spec's numbers, "mínimo" and "máximo" in their place: docs/deviations.md). */
  message: string;
}

export const IMAGE_RULES = {
  newsDesktop: { minWidth: 100, maxWidth: 1110, minHeight: 100, maxHeight: 336, message: 'La imagen no cumple con las dimensiones (Mínimo 100x100 y máximo 1110x336).' },
  newsMobile: { minWidth: 100, maxWidth: 290, minHeight: 50, maxHeight: 88, message: 'La imagen no cumple con las dimensiones (Mínimo 100x50 y máximo 290x88).' },
  logo: { minWidth: 100, maxWidth: 255, minHeight: 50, maxHeight: 70, message: 'La imagen no cumple con las dimensiones (Mínimo 100x50 y máximo 255x70).' },
  landing: { minWidth: 1100, maxWidth: 1100, minHeight: 336, maxHeight: 336, message: 'La imagen debe medir 1100x336 píxeles.' },
} satisfies Record<string, ImageRule>;

export type ImageRuleName = keyof typeof IMAGE_RULES;

export function fitsRule(rule: ImageRule, size: { width: number; height: number }): boolean {
  return size.width >= rule.minWidth && size.width <= rule.maxWidth && size.height >= rule.minHeight && size.height <= rule.maxHeight;
}

/** The natural size of an image file, or null when the browser cannot decode it. */
export function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
