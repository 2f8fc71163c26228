import type { Firestore } from 'firebase-admin/firestore';

/** Every user's analyses and feedback answers, for the admin feedback report (scripts/feedback-report.ts). */
export class FeedbackReportRepo {
  constructor(private readonly db: Firestore) {}

  /** Reads user by user (as the retention purge does), so it needs no collection-group index. */
  async rows() {
    const analyses: Array<{ score: number; findingCodes: string[]; outcome: string | null }> = [];
    const answers: Array<{
      score: number;
      findingCodes: string[];
      overall: number;
      scoreAccuracy: number;
      wrong: string[];
    }> = [];
    const useful: Array<{ score: number; rating: number }> = [];
    for (const user of (await this.db.collection('users').select().get()).docs) {
      const [a, acc, use] = await Promise.all([
        user.ref.collection('analyses').get(),
        user.ref.collection('accuracyFeedback').get(),
        user.ref.collection('usefulnessFeedback').get(),
      ]);
      for (const d of a.docs)
        analyses.push({
          score: d.get('score'),
          findingCodes: d.get('findingCodes') ?? [],
          outcome: d.get('actualHiringOutcome') ?? null,
        });
      for (const d of acc.docs)
        answers.push({
          score: d.get('score'),
          findingCodes: d.get('findingCodes') ?? [],
          overall: d.get('userPerceivedAccuracy'),
          scoreAccuracy: d.get('scoreAccuracyRating'),
          wrong: Object.keys(d.get('specificCorrections') ?? {}),
        });
      for (const d of use.docs) useful.push({ score: d.get('score'), rating: d.get('rating') });
    }
    return { analyses, answers, useful };
  }
}
