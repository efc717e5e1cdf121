/** Shapes of the category seed, shared by the two category files. */
export interface VerificationMeanSeed {
  nombre: string;
  descripcion: string;
  /** The template the applicant downloads: render with makePdf(title, paragraphs). */
  baseFile: { filename: string; title: string; paragraphs: string[] };
}

export interface RequirementSeed {
  nombre: string;
  medio_verificacion: string;
  ptje_total: number;
  detalles: string;
  descripcion: string;
}

export interface CategorySeed {
  slug: string;
  nombre: string;
  descripcion: string;
  verificationMeans: VerificationMeanSeed[];
  requirements: RequirementSeed[];
}
