import { chakra, NavLink } from '@sello/shared-ui';
import type { MenuLink } from '../navigation/menu-links';

export interface MenuListProps {
  links: readonly MenuLink[];
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** The menu's links; NavLink marks the current one with aria-current="page", which we underline. */
export function MenuList({ links, direction, onNavigate }: MenuListProps) {
  return (
    <chakra.ul display="flex" flexDirection={direction} flexWrap="wrap" gap={direction === 'row' ? '1' : '0'} listStyle="none" m="0" p="0">
      {links.map((link) => (
        <chakra.li key={link.to}>
          <chakra.span
            asChild
            display="block"
            px="3"
            py="2"
            color="fg"
            fontWeight="medium"
            textDecoration="none"
            textUnderlineOffset="6px"
            textDecorationThickness="3px"
            borderRadius="sm"
            _hover={{ textDecoration: 'underline', textDecorationThickness: '1px' }}
            css={{
              '&[aria-current="page"]': {
                textDecoration: 'underline',
                textDecorationThickness: '3px',
                textDecorationColor: 'colorPalette.solid',
                color: 'colorPalette.fg',
              },
            }}
          >
            <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </chakra.span>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
