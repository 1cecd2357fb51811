import { Link } from '@remix-run/react';
import type { MenuLink, MenuSection } from './menu';

/** A link's label, with what waits there: 지원자 관리 새 3. */
export function MenuLabel({ link }: { link: MenuLink }) {
  return (
    <>
      {link.label}
      {link.count ? <span className="menu-count">새 {link.count}</span> : null}
    </>
  );
}

/**
 * The desktop multi-level menu: nested lists opened by CSS (:hover, :focus-within), so it works
 * with JavaScript off and costs no script with it on.
 */
export function NavMenu({ sections }: { sections: MenuSection[] }) {
  return (
    <nav aria-label="주 메뉴" className="nav-menu">
      <ul>
        {sections.map((section) => (
          <li key={section.label}>
            <Link to={section.to} prefetch="intent">
              {section.label}
            </Link>
            <ul>
              {section.children.map((child) => (
                <li key={child.to + child.label}>
                  <Link to={child.to} prefetch="intent">
                    <MenuLabel link={child} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same menu as plain lists: the mobile drawer and the /menu page. */
export function MenuList({ sections, onNavigate }: { sections: MenuSection[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="전체 메뉴" className="menu-list">
      {sections.map((section) => (
        <section key={section.label}>
          <h2>
            <Link to={section.to} onClick={onNavigate}>
              {section.label}
            </Link>
          </h2>
          <ul>
            {section.children.map((child) => (
              <li key={child.to + child.label}>
                <Link to={child.to} onClick={onNavigate}>
                  <MenuLabel link={child} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
