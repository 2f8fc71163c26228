import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { PRIVACY_DETAIL, PRIVACY_EMAIL } from '@cvmate/contract';
import { PageContainer } from '../../../components/page-container';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../lib/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useOpenPortal } from '../api/open-portal';
import { useExportData } from '../api/export-data';
import { useDeleteAccount } from '../api/delete-account';
import { StoredCvList } from './stored-cv-list';
import { DeleteAccountDialog } from './delete-account-dialog';

const Section = SectionCard;

/** The user's CVs, subscription and privacy controls (Australian Privacy Principles 12 and 13). */
export function AccountPage({ subscriptionStatus }: { subscriptionStatus: string | null }) {
  const toast = useToast();
  const portal = useOpenPortal();
  const exporter = useExportData();
  const remover = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const fail = (title: string) => (e: unknown) =>
    toast({ title, description: serverMessage(e, 'Please try again later.'), variant: 'destructive' });
  return (
    <PageContainer title="Your account">
      <Stack spacing={3}>
        <Section title="Stored CVs">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {PRIVACY_DETAIL}
          </Typography>
          <StoredCvList />
        </Section>
        <Section title="Subscription">
          {subscriptionStatus === null ? (
            <Typography color="text.secondary">Loading your subscription…</Typography>
          ) : subscriptionStatus === 'free' ? (
            <Typography color="text.secondary">
              You are on the free plan. Premium adds job matching, tailored rewrites and selection criteria drafts.
            </Typography>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Change your card, see invoices or cancel. If you cancel, Premium continues until the end of the period
                you have paid for.
              </Typography>
              <Button
                variant="outlined"
                disabled={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, {
                    onSuccess: ({ url }) => window.location.assign(url),
                    onError: fail('Could not open billing'),
                  })
                }
              >
                Manage subscription
              </Button>
            </>
          )}
        </Section>
        <Section title="Your data">
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Download everything we store about you, or delete your account. Questions: {PRIVACY_EMAIL}.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="outlined"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate(undefined, { onError: fail('Download failed') })}
            >
              Download my data
            </Button>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              Delete my account
            </Button>
          </Stack>
        </Section>
      </Stack>
      <DeleteAccountDialog
        open={confirming}
        busy={remover.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remover.mutate(undefined, {
            // Signed out by the server; the landing page says in words what was deleted.
            onSuccess: () => window.location.assign('/?account=deleted'),
            onError: fail('Account not deleted'),
          })
        }
      />
    </PageContainer>
  );
}
