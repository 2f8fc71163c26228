import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';

const QUOTES = [
  {
    quote: 'I fixed the issues it flagged, tailored my CV to the ad and landed a role in 3 weeks.',
    name: 'Priya S.',
    role: 'Business Analyst, Melbourne',
  },
  {
    quote: 'My interview rate went up 300% once my CV read like an Australian CV. The explanations made it easy.',
    name: 'Daniel O.',
    role: 'Civil Engineer, Brisbane',
  },
  {
    quote: 'The selection criteria drafts gave me a solid STAR structure to work from for my APS application.',
    name: 'Mel T.',
    role: 'Policy Officer, Canberra',
  },
];

/** Five gold stars, read as one image (as MUI's read-only Rating is), drawn without Rating's interactive code. */
const FiveStars = () => (
  <Box role="img" aria-label="5 out of 5 stars" sx={{ display: 'flex', color: '#faaf00' }}>
    {[1, 2, 3, 4, 5].map((n) => (
      <StarIcon key={n} fontSize="small" aria-hidden />
    ))}
  </Box>
);

export function Testimonials() {
  return (
    <Box component="section" sx={{ bgcolor: '#eef3fa', py: 8 }} aria-labelledby="testimonials">
      <Container maxWidth="lg">
        <Typography id="testimonials" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          What job seekers say
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {QUOTES.map((q) => (
            <Card key={q.name} component="figure" sx={{ m: 0 }}>
              <CardContent>
                <FiveStars />
                <Typography component="blockquote" sx={{ my: 2, fontStyle: 'italic' }}>
                  “{q.quote}”
                </Typography>
                <Typography component="figcaption" variant="body2">
                  <strong>{q.name}</strong> · {q.role}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
