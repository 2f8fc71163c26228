/**
 * Each public page's title and description, one place for the document head (page-head.tsx), the sitemap, robots.txt
 * (vite.config.ts) and the build-time render (scripts/prerender.mjs). `form` marks a page that is mostly a form: it is
 * not rendered at build time, since a form sent before the app had taken over would be a plain browser form post.
 * Signed-in views share the home entry and are not listed for search engines.
 */
export const PUBLIC_PAGES: Record<string, { title: string; description: string; form?: true }> = {
  '/': {
    title: 'CVMate · Free CV check for Australian jobs',
    description:
      'Upload your Word CV for a free score against Australian hiring standards, with every point explained. Premium adds job matching, CV rewrites and selection criteria help.',
  },
  '/about': {
    title: 'About CVMate',
    description: 'Who we are, how our CV advice works and how we keep your CV private.',
  },
  '/privacy': {
    title: 'Privacy Policy · CVMate',
    description: 'What CVMate stores about you, for how long, and how to download or delete it.',
  },
  '/terms': {
    title: 'Terms of Use · CVMate',
    description: 'The terms for using CVMate and its Premium subscription.',
  },
  '/support': {
    title: 'Support · CVMate',
    description: 'Ask the CVMate team for help with your account, your CV report or billing.',
    form: true,
  },
  '/feedback': {
    title: 'Share Your Feedback · CVMate',
    description: 'Tell us what to build next, report a bug or share a comment about CVMate.',
    form: true,
  },
};

export const DEFAULT_META = PUBLIC_PAGES['/']!;
