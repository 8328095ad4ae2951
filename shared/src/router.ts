/**
 * The portal's one router: the part of react-router-dom the shell and the remotes use.
 *
 * This module, not react-router-dom, is the Module Federation singleton (it is shared as
 * `@portal/shared/router`), so every remote's pages run inside the shell's router context while
 * webpack keeps only these exports of react-router in the shared chunk (a shared package is never
 * tree-shaken: sharing react-router-dom itself put the whole library on the landing page).
 *
 * Import routing from here only (ESLint forbids 'react-router-dom' elsewhere). When a page needs
 * another export, add it here; a remote deployed alone must not rely on an export the running
 * shell's copy of this module lacks (see README, "Deploying one remote alone").
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
