import { Form, Link, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { LoginUser } from '#contracts/user';
import { isTokenPage } from '~/features/account/token-pages';
import { onDemand } from '../on-demand';
import { mainMenu, mobileTabs, NOTIFICATIONS_PATH } from './menu';
import { MenuList, NavMenu } from './nav-menu';
import { SearchBox } from './search-box';

const MenuDrawer = onDemand(() => import('./header-dialogs').then((module) => module.MenuDrawer));
const LoginModal = onDemand(() => import('./header-dialogs').then((module) => module.LoginModal));
/** Fetches the dialogs' code as soon as the visitor reaches for a control that opens one. */
const preload = () => {
  void MenuDrawer.preload();
  void LoginModal.preload();
};
const preloadDialogs = { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };

/** Desktop header (≥ 769 px) and mobile header (≤ 768 px), switched by CSS: the server cannot know the width. */
export function Header({ user }: { user: LoginUser | null }) {
  const location = useLocation();
  // A mailed link's token stays in its page's address: not copied into the login page's, whose
  // analytics would read it, nor returned to after signing in.
  const here = isTokenPage(location.pathname) ? '/' : `${location.pathname}${location.search}`;
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The dialogs are mounted from their first opening on, so that closing them can animate.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const sections = mainMenu(user);

  useEffect(() => {
    setLoginOpen(false);
    setMenuOpen(false);
  }, [location.key]);

  const loginHref =
    here === '/' || location.pathname === '/login' ? '/login' : `/login?redirectTo=${encodeURIComponent(here)}`;
  const openLogin = (event: React.MouseEvent) => {
    event.preventDefault();
    setDialogsUsed(true);
    setLoginOpen(true);
  };

  const accountButtons = user ? (
    <>
      {/* a long company name ends in … on a small phone; the whole name shows on hover */}
      <span className="greeting" title={user.username}>
        {user.username}님
      </span>
      <UnreadNotifications count={user.action.unreadNotifications} />
      <Form method="post" action="/logout" className="inline-form">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="header-button">
          로그아웃
        </button>
      </Form>
    </>
  ) : (
    <>
      <a href={loginHref} className="header-button" onClick={openLogin} {...preloadDialogs}>
        로그인
      </a>
      <Link to="/register" className="header-button">
        회원가입
      </Link>
    </>
  );

  return (
    <header className="site-header">
      <div className="desktop-header">
        <div className="header-top">
          <Link to="/" className="logo" aria-label="빵잡 홈">
            빵잡
          </Link>
          <SearchBox id="search-desktop" />
          <div className="header-buttons">
            <Link to="/" className="header-button">
              홈
            </Link>
            {accountButtons}
            <Link to="/service" className="header-button">
              고객센터
            </Link>
          </div>
        </div>
        <NavMenu sections={sections} />
      </div>

      <div className="mobile-header">
        <div className="header-top">
          <a
            href="/menu"
            className="menu-button"
            aria-label="메뉴 열기"
            {...preloadDialogs}
            onClick={(event) => {
              event.preventDefault();
              setDialogsUsed(true);
              setMenuOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </a>
          <Link to="/" className="logo" aria-label="빵잡 홈">
            빵잡
          </Link>
          <div className="header-buttons">{accountButtons}</div>
        </div>
        <SearchBox id="search-mobile" />
        <nav aria-label="탭 메뉴" className="tab-row">
          {mobileTabs(user?.role).map((tab) => (
            <Link key={tab.to} to={tab.to} aria-current={location.pathname.startsWith(tab.to) ? 'page' : undefined}>
              {tab.label}
            </Link>
          ))}
        </nav>
      </div>

      {dialogsUsed ? (
        <>
          <MenuDrawer opened={menuOpen} onClose={() => setMenuOpen(false)}>
            <MenuList sections={sections} onNavigate={() => setMenuOpen(false)} />
          </MenuDrawer>
          <LoginModal opened={loginOpen} onClose={() => setLoginOpen(false)} redirectTo={here} />
        </>
      ) : null}
    </header>
  );
}

/**
 * The 알림 not read yet, beside the member's name: a bell and the count, nothing when there is none.
 * Its name is its own text, 읽지 않은 알림 3개, which holds the number that is seen.
 */
function UnreadNotifications({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Link to={NOTIFICATIONS_PATH} className="unread-notifications">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
        />
      </svg>
      <span className="visually-hidden">읽지 않은 알림 {count}개</span>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </Link>
  );
}
