// Public API of @sello/shared-api/schemas: the valibot schemas, their building blocks and the
// constants that live next to them. A sub-path of its own so that valibot is not part of the
// `@sello/shared-api` singleton every page downloads before its first paint (the shell only needs
// the client and the endpoint functions). The API validates with these very same schemas.
export * from './common';
export * from './auth';
export * from './wizard';
export * from './admin';
export * from './review';
export * from './files';
export * from './calls';
