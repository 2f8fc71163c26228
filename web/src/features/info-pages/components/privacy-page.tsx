import { PRIVACY_DETAIL, PRIVACY_EFFECTIVE, PRIVACY_EMAIL, RETENTION } from '@cvmate/contract';
import { Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { LegalSection } from './legal-section';

export function PrivacyPage() {
  return (
    <PageContainer title="Privacy Policy">
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Effective {PRIVACY_EFFECTIVE}
      </Typography>
      <LegalSection title="Our commitment">
        <p>
          CVMate handles personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy
          Principles (APPs).
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <ul>
          <li>Your name and e-mail address, when you create an account.</li>
          <li>The documents you upload: CVs and job descriptions (we keep their text, never the original file).</li>
          <li>Interaction logs: for example which analyses you ran and the feedback you gave us.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Payments">
        <p>
          We do not store your card details. Payments are handled by our card payment provider, Stripe, which holds them
          under its own security standards.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          {PRIVACY_DETAIL} Job descriptions and match results are deleted after {RETENTION.jobMatchDays} days. You can
          delete a stored CV, or your whole account, at any time.
        </p>
      </LegalSection>
      <LegalSection title="Sharing">
        <p>
          We do not sell your personal information. We do not share it except where the law requires us to, or with our
          payment processor to take a payment.
        </p>
      </LegalSection>
      <LegalSection title="Access, correction and deletion">
        <p>
          You may ask to access, correct or delete your personal information by e-mailing{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. If you are not satisfied with our answer you may
          complain to the Office of the Australian Information Commissioner (OAIC).
        </p>
      </LegalSection>
    </PageContainer>
  );
}
