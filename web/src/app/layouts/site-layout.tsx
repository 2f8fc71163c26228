import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, LinearProgress } from '@mui/material';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { UpgradeProvider } from '../upgrade-context';
import { PageHead } from '../page-head';

export function SiteLayout() {
  return (
    <UpgradeProvider>
      <PageHead />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SiteHeader />
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
        <SiteFooter />
      </Box>
    </UpgradeProvider>
  );
}
