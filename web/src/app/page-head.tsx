import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_META, PUBLIC_PAGES } from './page-meta';

/** Sets `attr` on the head's <tag key="name">, adding the element if the page has none. */
function upsert(tag: 'meta' | 'link', key: string, name: string, attr: string, value: string) {
  let el = document.head.querySelector(`${tag}[${key}="${name}"]`);
  if (!el) {
    el = document.createElement(tag);
    el.setAttribute(key, name);
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Keeps the title, description, canonical URL and Open Graph tags in step with the page shown. */
export function PageHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const known = PUBLIC_PAGES[pathname];
    const page = known ?? DEFAULT_META;
    const url = `${window.location.origin}${known ? pathname : '/'}`;
    document.title = page.title;
    upsert('meta', 'name', 'description', 'content', page.description);
    upsert('link', 'rel', 'canonical', 'href', url);
    upsert('meta', 'property', 'og:title', 'content', page.title);
    upsert('meta', 'property', 'og:description', 'content', page.description);
    upsert('meta', 'property', 'og:url', 'content', url);
  }, [pathname]);
  return null;
}
