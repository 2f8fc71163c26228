export const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/support', label: 'Support' },
  { to: '/feedback', label: 'Feedback' },
] as const;
