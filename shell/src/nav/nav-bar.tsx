import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { PRODUCT_NAME } from '@portal/shared/product';
import { navItemsFor } from './nav-items';
import './nav-bar-styles';

// Only a signed-in user has notifications, unread messages or a session to end: that code and
// the API hooks it needs load once someone is signed in, never on a visitor's page.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);
const UnreadMessagesBadge = lazy(() =>
  import('@portal/shared/messages/unread-messages-badge').then((module) => ({
    default: module.UnreadMessagesBadge,
  })),
);

const MESSAGES_PATH = '/messages';

export function NavBar() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // Messages are between brands and influencers only: an admin has no thread to count.
  const canMessage = user?.role === 'brand' || user?.role === 'influencer';

  async function handleLogout() {
    setMenuOpen(false);
    const { logout } = await import('@portal/shared/session');
    await logout();
    navigate('/login');
  }

  return (
    <header className="nav-bar">
      <a className="nav-bar__skip" href="#main">
        Skip to content
      </a>
      <div className="nav-bar__inner">
        <Link className="nav-bar__brand" to="/">
          {PRODUCT_NAME}
        </Link>
        {user && (
          // The bell's place is kept while its code loads: the bar does not grow under the page.
          <Suspense fallback={<div className="bell nav-bar__bell-space" aria-hidden="true" />}>
            <NotificationBell />
          </Suspense>
        )}
        <button
          type="button"
          className="nav-bar__menu-button"
          aria-expanded={menuOpen}
          aria-controls="nav-bar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav
          id="nav-bar-menu"
          aria-label="Main"
          className={menuOpen ? 'nav-bar__menu nav-bar__menu--open' : 'nav-bar__menu'}
        >
          <ul className="nav-bar__links">
            {navItemsFor(user?.role ?? null).map((item) => (
              <li key={item.to}>
                <NavLink className="nav-bar__link" to={item.to} onClick={() => setMenuOpen(false)}>
                  {item.label}
                  {item.to === MESSAGES_PATH && canMessage && (
                    <Suspense fallback={null}>
                      <UnreadMessagesBadge />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && (
            <div className="nav-bar__account">
              <span className="nav-bar__user">
                <span className="nav-bar__username" title={user.username}>
                  {user.username}
                </span>{' '}
                <span className="nav-bar__role">({user.role})</span>
              </span>
              <button type="button" className="nav-bar__logout" onClick={handleLogout}>
                Logout
              </button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
