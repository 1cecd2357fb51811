import { Title } from '@mantine/core/esm/components/Title/Title';
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '~/theme-provider';
import type { MenuLink } from './shell/menu';
import { MenuLabel } from './shell/nav-menu';

/**
 * A members' area (개인서비스, 기업서비스, 고객센터, …): its sub-navigation beside the page, and
 * Mantine's theme around both, which the area's pages draw with.
 */
export function AreaLayout({ title, links, children }: { title: string; links: MenuLink[]; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <div className="area-layout">
        <aside className="area-nav">
          <Title order={2} size="h4" mb="sm">
            {title}
          </Title>
          <nav aria-label={`${title} 메뉴`}>
            <ul>
              {links.map((link) => (
                <li key={link.to + link.label}>
                  <Link to={link.to} aria-current={pathname === link.to ? 'page' : undefined} prefetch="intent">
                    <MenuLabel link={link} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section>{children}</section>
      </div>
    </ThemeProvider>
  );
}
