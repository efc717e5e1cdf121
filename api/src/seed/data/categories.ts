/**
 * The two application categories of the seal. Each has the stage 1 (admissibility) verification means,
 * each with a PDF template (base file), and the stage 2 requirements.
 *
 * Scores: the `ptje_total` of a category's requirements add up to 100, so a category's evaluation
 * reads as a percentage.
 */
import { espacios } from './category-espacios';
import { gestion } from './category-gestion';
import type { CategorySeed } from './category-types';

export type { CategorySeed, RequirementSeed, VerificationMeanSeed } from './category-types';

export const categories: CategorySeed[] = [gestion, espacios];
