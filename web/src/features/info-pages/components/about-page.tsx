import { Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { LegalSection } from './legal-section';

export function AboutPage() {
  return (
    <PageContainer title="About CVMate">
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
        CVMate is a job search assistant built for people applying for jobs in Australia.
      </Typography>
      <LegalSection title="What we do">
        <p>
          We check your CV against Australian hiring standards and give you a score out of 100 with itemised, explained
          feedback. Premium members can match a CV to a job ad, get a tailored rewrite, and draft STAR responses to
          government selection criteria.
        </p>
      </LegalSection>
      <LegalSection title="How our advice works">
        <p>
          Our analysis is deterministic: the same CV always gets the same score, and every point names the check that
          made it and quotes the text that triggered it. Your CV is analysed by our own engine; an external AI service
          is only used where we have switched it on, and never decides your score.
        </p>
        <p>
          We are honest by design: a rewrite or a selection criteria draft never claims anything your CV does not
          support.
        </p>
      </LegalSection>
      <LegalSection title="Your privacy">
        <p>
          We never keep your original file, only the text we need, and we delete stored CVs and job descriptions
          periodically. See our Privacy Policy for details.
        </p>
      </LegalSection>
    </PageContainer>
  );
}
