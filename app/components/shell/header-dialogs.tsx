import { Button } from '@mantine/core/esm/components/Button/Button';
import { Drawer } from '@mantine/core/esm/components/Drawer/Drawer';
import { Modal } from '@mantine/core/esm/components/Modal/Modal';
import { LoginForm } from '~/features/account/login-form';
import type { ReactNode } from 'react';
import { ThemeProvider } from '~/theme-provider';

/**
 * The mobile menu as a drawer (JavaScript on; without it, the /menu page). Fetched on first open. The
 * header hands it the menu's list, which it draws itself anyway: were this module to import nav-menu,
 * that module would be reached from one more entry than menu.ts and take a script file of its own.
 */
export function MenuDrawer(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <ThemeProvider>
      <Drawer opened={props.opened} onClose={props.onClose} position="left" size="80%" title="빵잡 메뉴">
        {props.children}
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
