/**
 * Shared sub-path modules the host must provide itself, although the shell renders none of them.
 * Module Federation only provides a shared module that the build imports, and a remote's own copy of
 * `@sello/shared-ui/widgets` carries a second copy of Chakra's contexts: its parts then fail with
 * "forgot to wrap component within <ChakraProvider />". The host's copy shares the host's Chakra
 * modules, and the host registers first, so every remote gets it. Nothing here runs at first paint:
 * the chunks are fetched only when a remote page asks for them.
 */
export function loadProvidedSharedModules(): Promise<unknown[]> {
  return Promise.all([import('@sello/shared-ui/widgets'), import('@sello/shared-api/schemas')]);
}
