import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@portal/shared/router';

/**
 * The token of a link in an e-mail, read once; then the address bar forgets it (the entry is
 * replaced), so it stays neither in the history nor on a screen someone looks over.
 */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inAddress = searchParams.has('token');
  useEffect(() => {
    if (inAddress) navigate(pathname, { replace: true });
  }, [inAddress, navigate, pathname]);
  return token;
}
