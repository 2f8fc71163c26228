import { Stack } from '@mui/material';
import { costlyFindings, type CvAnalysisResult } from '@cvmate/contract';
import { FeedbackPromptCard } from './feedback-prompt-card';
import { UsefulnessFeedbackForm } from './usefulness-feedback-form';

/** The report's feedback surfaces for a signed-in user's stored analysis: the accuracy prompt and the usefulness form. */
export function AnalysisFeedbackPanel({ result }: { result: CvAnalysisResult & { cvAnalysisId: string } }) {
  // One line per check that cost points: the ones a person may mark as wrong.
  const findings = costlyFindings(result.analysis);
  const sessionId = result.sessionId || null;
  return (
    <Stack spacing={2}>
      <FeedbackPromptCard
        cvAnalysisId={result.cvAnalysisId}
        sessionId={sessionId}
        score={result.analysis.score}
        findings={findings}
      />
      <UsefulnessFeedbackForm cvAnalysisId={result.cvAnalysisId} sessionId={sessionId} />
    </Stack>
  );
}
