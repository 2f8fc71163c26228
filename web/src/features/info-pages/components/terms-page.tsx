import { MINIMUM_AGE, PREMIUM_PRICE_LABEL } from '@cvmate/contract';
import { PageContainer } from '../../../components/page-container';
import { LegalSection } from './legal-section';

export function TermsPage() {
  return (
    <PageContainer title="Terms of Use">
      <LegalSection title="1. Eligibility">
        <p>You must be {MINIMUM_AGE} years or older to use CVMate.</p>
      </LegalSection>
      <LegalSection title="2. Use of the service">
        <p>
          Use CVMate only for your own job search. Upload only documents you have the right to use, and do not attempt
          to disrupt or misuse the service.
        </p>
      </LegalSection>
      <LegalSection title="3. Intellectual property">
        <p>
          You keep the rights to your documents. The CVMate software, design and content belong to us. AI-generated
          content (analyses, rewrites and drafts) is licensed to you for your personal use only.
        </p>
      </LegalSection>
      <LegalSection title="4. No guarantee">
        <p>
          Our advice is a guide. We do not guarantee a job or an interview. Check every rewrite and draft before you use
          it: you are responsible for what you send to employers.
        </p>
      </LegalSection>
      <LegalSection title="5. Liability">
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of
          CVMate. Nothing in these terms excludes your rights under the Australian Consumer Law.
        </p>
      </LegalSection>
      <LegalSection title="6. Payment">
        <p>
          Premium is a monthly subscription ({PREMIUM_PRICE_LABEL} AUD, GST included) billed through our card payment
          provider. You can cancel at any time; your premium access continues until the end of the billing cycle. We do
          not give refunds for partial billing cycles.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes to these terms">
        <p>We may change these terms. If you keep using CVMate after a change, you accept the changed terms.</p>
      </LegalSection>
    </PageContainer>
  );
}
