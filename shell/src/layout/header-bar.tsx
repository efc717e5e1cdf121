import { Box, Button, chakra, CloseIcon, Container, Flex, MenuIcon, RouterLink, TOASTS_BELOW } from '@sello/shared-ui';
import { useEffect, useRef, useState } from 'react';
import type { HeaderModel } from '../navigation/header-session';
import { LogoLink } from './logo-link';
import { MenuList } from './menu-list';

export const MOBILE_MENU_ID = 'menu-principal-movil';

export interface HeaderBarProps {
  model: HeaderModel;
  /** Changes on every navigation: the mobile menu closes when the page changes. */
  locationKey: string;
  onLogout: () => void;
}

/** Header of every page: logo, menu (desktop row or mobile toggle) and the session buttons. */
export function HeaderBar({ model, locationKey, onLogout }: HeaderBarProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [locationKey]);

  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the open menu from anywhere and hands focus back to its toggle.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    // Toasts open below the header (shared-ui's toaster looks for the attribute), never over its buttons.
    <Box as="header" {...{ [TOASTS_BELOW]: '' }} borderBottomWidth="1px" borderColor="border" bg="bg">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <LogoLink />
          <chakra.nav aria-label="Menú principal" hideBelow="sm" flex="1">
            <MenuList links={model.links} direction="row" />
          </chakra.nav>
          <Flex align="center" gap="2" wrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={model.primary.to}>{model.primary.label}</RouterLink>
            </Button>
            {model.logoutTo ? (
              // data-leaves-page: an admin form with unsaved edits asks before this signs out (mf-admin's LeaveForm).
              <Button size="sm" variant="outline" onClick={onLogout} data-leaves-page="">
                Cerrar sesión
              </Button>
            ) : null}
            <Button
              ref={toggleRef}
              size="sm"
              variant="ghost"
              hideFrom="sm"
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
              {open ? 'Cerrar menú' : 'Abrir menú'}
            </Button>
          </Flex>
        </Flex>
        <chakra.nav
          id={MOBILE_MENU_ID}
          aria-label="Menú principal móvil"
          hidden={!open}
          hideFrom="sm"
          pt="2"
        >
          <MenuList links={model.links} direction="column" onNavigate={() => setOpen(false)} />
        </chakra.nav>
      </Container>
    </Box>
  );
}
