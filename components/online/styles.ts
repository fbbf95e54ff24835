/** A button that reads as a link, tall enough to tap on a phone (44 px, above WCAG 2.2's 24 px). */
export const linkButton = 'inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline';
