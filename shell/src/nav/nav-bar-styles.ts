import { addStylesheet } from '@portal/shared/stylesheet';

/**
 * The navigation bar; under 1180 px (a brand's six links, name and Logout no longer fit one line)
 * its links fold behind the Menu button.
 */
addStylesheet(
  'portal-nav-bar',
  `
.nav-bar {
  background: #102a43;
  color: #ffffff;
}

.nav-bar :focus-visible {
  outline-color: #ffffff;
}

.nav-bar__skip {
  position: absolute;
  left: -9999px;
}

.nav-bar__skip:focus {
  left: 8px;
  top: 8px;
  padding: 8px;
  background: #ffffff;
  color: #102a43;
}

.nav-bar__inner {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  max-width: var(--portal-content-width);
  margin: 0 auto;
  padding: 8px 16px;
}

.nav-bar__brand {
  color: #ffffff;
  font-size: 1.2rem;
  font-weight: 700;
  text-decoration: none;
}

.nav-bar__inner > .bell {
  order: 3;
}

/* The size of the bell's button (notification-bell-styles.ts), kept while the bell loads. */
.nav-bar__bell-space {
  width: 44px;
  height: 44px;
}

.nav-bar__menu {
  display: flex;
  flex: 1;
  order: 2;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
}

.nav-bar__links {
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.nav-bar__link {
  display: inline-block;
  padding: 10px 7px;
  border-radius: 6px;
  color: #ffffff;
  text-decoration: none;
}

.nav-bar__link .messages-badge {
  margin-left: 4px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  font-size: 0.7rem;
  vertical-align: 2px;
}

.nav-bar__link:hover,
.nav-bar__link.active {
  background: #243b53;
}

.nav-bar__account {
  display: flex;
  align-items: center;
  gap: 12px;
}

.nav-bar__user {
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  white-space: nowrap;
}

/* A username may have 30 characters: past about 12 it is cut (shown whole on hover and to screen
   readers), so a brand's links keep one row at 1280 px. */
.nav-bar__username {
  max-width: 6.5rem;
  overflow: hidden;
  text-overflow: ellipsis;
}

.nav-bar__role {
  color: #bcccdc;
  font-size: 0.85rem;
}

.nav-bar__logout,
.nav-bar__menu-button {
  min-height: 40px;
  padding: 6px 14px;
  border: 1px solid #ffffff;
  border-radius: 6px;
  background: transparent;
  color: #ffffff;
  font: inherit;
  cursor: pointer;
}

.nav-bar__menu-button {
  display: none;
  margin-left: auto;
}

@media (max-width: 1180px) {
  .nav-bar__inner {
    gap: 8px;
  }

  .nav-bar__brand {
    font-size: 1.05rem;
  }

  .nav-bar__menu-button {
    display: inline-block;
    order: 2;
    margin-left: 0;
  }

  .nav-bar__inner > .bell {
    order: 1;
    margin-left: auto;
  }

  .nav-bar__menu {
    order: 3;
  }

  .nav-bar__menu {
    display: none;
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
  }

  .nav-bar__menu--open {
    display: flex;
  }

  .nav-bar__links {
    flex-direction: column;
  }

  .nav-bar__account {
    justify-content: space-between;
    padding: 8px 12px;
    border-top: 1px solid #334e68;
  }
}

@media (max-width: 400px) {
  .nav-bar__inner {
    padding: 8px 12px;
  }

  .nav-bar__brand {
    font-size: 0.95rem;
  }
}
`,
);
