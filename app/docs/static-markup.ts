import type { ReactElement } from 'react';

type MarkupRenderer = { renderToStaticMarkup: (element: ReactElement) => string };

/**
 * The HTML of a tree of plain server components (no state, no client components), for content that
 * is the same for every request. Loaded at run time from node_modules, outside the bundle: Next.js
 * does not let server components import react-dom/server.
 */
export async function staticMarkupOf(element: ReactElement): Promise<string> {
  const renderer = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ 'react-dom/server'
  )) as MarkupRenderer;
  return renderer.renderToStaticMarkup(element);
}
