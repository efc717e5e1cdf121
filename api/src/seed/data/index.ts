/** Seed data of the API: reference lists, categories and the demo content. See README.md. */
export { regions } from './regions';
export type { Region } from './regions';
export { institutionTypes, results, requirementStates } from './reference';
export { categories } from './categories';
export type { CategorySeed, RequirementSeed, VerificationMeanSeed } from './categories';
export { demoNews } from './news';
export type { ImageSpec, NewsSeed } from './news';
export { demoInstitutions } from './institutions';
export type { InstitutionSeed } from './institutions';
export { downloadables } from './downloadables';
export type { DownloadableSeed } from './downloadables';
export { homeContent } from './home';
export type { HomeContentSeed } from './home';
export { staffAccounts, claveUnicaIdentities } from './accounts';
export type { ClaveUnicaIdentitySeed, StaffAccountSeed } from './accounts';
export { legalTexts } from './legal-texts';
export type { LegalTextSeed } from './legal-texts';
