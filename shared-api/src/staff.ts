// `@sello/shared-api/staff`: the administrators' and reviewers' calls. Not in the package's index,
// which every visitor's first paint downloads as a shared singleton: no staff code on public pages.
// Not a singleton either: these functions keep no state, and they reach the one configured client
// through the package name.
export * from './endpoints/admin';
export * from './endpoints/reviewer';
// The review workflow's admin calls (applications, assignments, decisions, outbox, publication).
export * from './endpoints/review';
// Calls for applications (issue 60).
export * from './endpoints/calls';
// Any signed-in role reads the private files it may see through the same route.
export { downloadArchivo } from './endpoints/wizard';
// The admin's certification years, bundled with the staff calls (not a singleton): a new mf-admin
// must not depend on the schemas copy an older shell provides (the server checks the same rule).
export { certificationYears } from './schemas/common';
