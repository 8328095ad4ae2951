import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { classNames } from '@portal/shared/class-names';
import { PRODUCT_NAME } from '@portal/shared/product';
import { navItemsFor } from './nav-items';
import styles from './nav-bar.module.css';

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
    <header className={styles.navBar}>
      <a className={styles.navBarSkip} href="#main">
        Skip to content
      </a>
      <div className={styles.navBarInner}>
        <Link className={styles.navBarBrand} to="/">
          {PRODUCT_NAME}
        </Link>
        {user && (
          // The bell's place is kept while its code loads: the bar does not grow under the page.
          <div className={styles.navBarBell}>
            <Suspense fallback={<div className={styles.navBarBellSpace} aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          </div>
        )}
        <button
          type="button"
          className={styles.navBarMenuButton}
          aria-expanded={menuOpen}
          aria-controls="nav-bar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav
          id="nav-bar-menu"
          aria-label="Main"
          className={classNames(styles.navBarMenu, menuOpen && styles.navBarMenuOpen)}
        >
          <ul className={styles.navBarLinks}>
            {navItemsFor(user?.role ?? null).map((item) => (
              <li key={item.to}>
                <NavLink
                  className={styles.navBarLink}
                  to={item.to}
                  onClick={() => setMenuOpen(false)}
                >
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
            <div className={styles.navBarAccount}>
              <span className={styles.navBarUser}>
                <span className={styles.navBarUsername} title={user.username}>
                  {user.username}
                </span>{' '}
                <span className={styles.navBarRole}>({user.role})</span>
              </span>
              <button type="button" className={styles.navBarLogout} onClick={handleLogout}>
                Logout
              </button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
