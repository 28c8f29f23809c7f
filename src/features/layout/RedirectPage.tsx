import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * `/redirect/{fullPath}` (spec 2.1): the tab refresh passes through here, so the page at
 * `fullPath` is left and entered again; the tab's new generation makes it a fresh mount.
 */
export default function RedirectPage() {
  const target = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${target}${search}`, { replace: true });
  }, [navigate, target, search]);
  return null;
}
