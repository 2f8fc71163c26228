import { Button } from '@mui/material';

/** Login and Sign up: whole-browser navigations to /api/login. */
export function AuthButtons() {
  return (
    <>
      <Button variant="outlined" href="/api/login">
        Login
      </Button>
      <Button variant="contained" href="/api/login?mode=signup">
        Sign up
      </Button>
    </>
  );
}
