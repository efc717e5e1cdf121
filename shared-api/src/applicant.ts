// `@sello/shared-api/applicant`: the applicant's calls (the wizard, their applications and files)
// and the reference data they need. Out of the index for the same reason as `./staff`.
export * from './endpoints/wizard';
export * from './endpoints/reference';
// Status, letters, observations and reposición of the review workflow.
export * from './endpoints/applicant-review';
