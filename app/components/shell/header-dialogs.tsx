import { Button } from '@mantine/core/esm/components/Button/Button';
import { Drawer } from '@mantine/core/esm/components/Drawer/Drawer';
import { Modal } from '@mantine/core/esm/components/Modal/Modal';
import { LoginForm } from '~/features/account/login-form';
import type { MenuSection } from './menu';
import { MenuList } from './nav-menu';
import { ThemeProvider } from '~/theme-provider';

/** The mobile menu as a drawer (JavaScript on; without it, the /menu page). Fetched on first open. */
export function MenuDrawer(props: { opened: boolean; onClose: () => void; sections: MenuSection[] }) {
  return (
    <ThemeProvider>
      <Drawer opened={props.opened} onClose={props.onClose} position="left" size="80%" title="빵잡 메뉴">
        <MenuList sections={props.sections} onNavigate={props.onClose} />
      </Drawer>
    </ThemeProvider>
  );
}

/** The login form as a modal (JavaScript on; without it, the /login page). Fetched on first open. */
export function LoginModal(props: { opened: boolean; onClose: () => void; redirectTo: string }) {
  return (
    <ThemeProvider>
      <Modal opened={props.opened} onClose={props.onClose} title="로그인" centered>
        <LoginForm
          redirectTo={props.redirectTo}
          inModal
          submit={
            <Button type="submit" fullWidth>
              로그인
            </Button>
          }
        />
      </Modal>
    </ThemeProvider>
  );
}
