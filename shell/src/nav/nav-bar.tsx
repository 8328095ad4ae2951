import { Fragment, lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useNavigate } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { classNames } from '@portal/shared/class-names';
import { SECURITY_SETTINGS_PATH } from '@portal/shared/account-paths';
import { PRODUCT_NAME } from '@portal/shared/product';
import { LanguageSwitch } from '@portal/shared/ui/language-switch';
import ui from '@portal/shared/ui/ui.module.css';
import { useShellTexts } from '../texts';
import { MESSAGES_PATH, navItemsFor } from './nav-items';
import styles from './nav-bar.module.css';

// Only a signed-in user has notifications, unread messages or a session to end: that code and
// the API hooks it needs load once someone is signed in, never on a visitor's page.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);
const UnreadChatBadge = lazy(() =>
  import('./unread-chat-badge').then((module) => ({
    default: module.UnreadChatBadge,
  })),
);

/**
 * A username whose line may break after each `_` and `.`: a name of up to 30 characters is shown
 * whole, on two lines where the bar is short of room, never cut.
 */
function Username({ name }: { name: string }) {
  return name.split(/(?<=[_.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The navigation bar (see docs/screens.md). Its links and the language switch share one row on a
 * desktop; below the `narrowDesktop` breakpoint (nav-bar.module.css) they are behind a Menu button,
 * a disclosure that Escape closes.
 */
export function NavBar() {
  const { t } = useShellTexts();
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  async function handleLogout() {
    setMenuOpen(false);
    const { logout } = await import('@portal/shared/session');
    await logout();
    navigate('/login');
  }

  return (
    <header className={styles.navBar}>
      <a className={styles.navBarSkip} href="#main">
        {t('nav.skipToContent')}
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
          ref={menuButton}
          type="button"
          className={styles.navBarMenuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={closeMenuOnEscape}
        >
          {t('nav.menu')}
        </button>
        <nav
          id={menuId}
          aria-label={t('nav.main')}
          className={classNames(styles.navBarMenu, menuOpen && styles.navBarMenuOpen)}
          onKeyDown={closeMenuOnEscape}
        >
          <ul className={styles.navBarLinks}>
            {navItemsFor(user?.role ?? null).map((item) => (
              <li key={item.to}>
                <NavLink
                  className={styles.navBarLink}
                  to={item.to}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(item.label)}
                  {item.to === MESSAGES_PATH && (
                    <Suspense fallback={null}>
                      <UnreadChatBadge />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.navBarEnd}>
            <div className={styles.navBarLanguage}>
              <LanguageSwitch />
            </div>
            {user && (
              <div className={styles.navBarAccount}>
                {/* The name leads to the account's security settings; it reads the same as before. */}
                <Link
                  className={styles.navBarUser}
                  to={SECURITY_SETTINGS_PATH}
                  onClick={() => setMenuOpen(false)}
                >
                  <span className={styles.navBarUsername}>
                    <Username name={user.username} />
                  </span>{' '}
                  <span className={styles.navBarRole}>({t(`role.${user.role}`)})</span>{' '}
                  <span className={ui.visuallyHidden}>{t('nav.securitySettings')}</span>
                </Link>
                <button type="button" className={styles.navBarLogout} onClick={handleLogout}>
                  {t('nav.logout')}
                </button>
              </div>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
