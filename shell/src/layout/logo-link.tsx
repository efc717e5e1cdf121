import { chakra, RouterLink } from '@sello/shared-ui';

/** The portal's mark: a star on the flag's blue with the programme's name beside it. */
export function LogoLink() {
  return (
    <chakra.span asChild display="inline-flex" alignItems="center" gap="2" color="fg" textDecoration="none" fontWeight="bold">
      <RouterLink to="/" aria-label="Sello Chile Inclusivo - Inicio">
        <chakra.svg viewBox="0 0 40 40" width="10" height="10" aria-hidden="true" focusable="false" flexShrink={0}>
          <rect width="40" height="40" rx="8" fill="#0051A8" />
          <path fill="#FFFFFF" d="M20 7l3.5 8.6 9.3.6-7.2 5.9 2.3 9-7.9-5-7.9 5 2.3-9-7.2-5.9 9.3-.6z" />
        </chakra.svg>
        <chakra.span lineHeight="1.1" fontSize={{ base: 'md', sm: 'lg' }}>
          Sello Chile
          <br />
          Inclusivo
        </chakra.span>
      </RouterLink>
    </chakra.span>
  );
}
