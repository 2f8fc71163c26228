import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

const CARDS = [
  {
    icon: FactCheckIcon,
    title: 'Australian CV standards',
    body: 'Checked against what Australian employers expect: no photo or date of birth, Australian spelling, 2–3 pages, achievements in bullet points.',
  },
  {
    icon: TrackChangesIcon,
    title: 'Smart job matching',
    body: 'Compare your CV with a job ad and see the keywords an applicant tracking system looks for, and where you fall short.',
  },
  {
    icon: AutoFixHighIcon,
    title: 'Honest, explainable advice',
    body: 'Every point names the check behind it and quotes the text that triggered it. The same CV always gets the same score.',
  },
  {
    icon: AccountBalanceIcon,
    title: 'Government applications',
    body: 'Draft STAR responses to selection criteria from what your CV really shows, then edit and download them.',
  },
];

export function WhyChoose() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 8 }} aria-labelledby="why-choose">
      <Typography id="why-choose" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Why Choose CVMate
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {CARDS.map(({ icon: Icon, title, body }) => (
          <Card key={title} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 40 }} />
              <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
