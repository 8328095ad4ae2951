import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@portal/shared/auth-store';

/** Renders one page at `path`, with /dashboard as a marker to see successful sign-ins arrive. */
export function renderPage(path: string, routePath: string, page: ReactElement) {
  localStorage.clear();
  useAuthStore.getState().clearSession();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={page} />
        <Route path="/dashboard" element={<p>dashboard reached</p>} />
        <Route path="/register" element={<p>register reached</p>} />
        <Route path="/login" element={<p>login reached</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
