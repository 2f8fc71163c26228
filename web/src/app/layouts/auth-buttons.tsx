import { Button } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { loginHref } from '../../lib/login-href';

/** Login and Sign up: whole-browser navigations to /api/login that come back to this page afterwards. */
export function AuthButtons() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <>
      <Button variant="outlined" href={loginHref(here)}>
        Login
      </Button>
      <Button variant="contained" href={loginHref(here, true)}>
        Sign up
      </Button>
    </>
  );
}
