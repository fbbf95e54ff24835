import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the README and of docs/ leads somewhere: the file exists and, when the
 * link names a heading (`page.md#heading`), the page has that heading. A reader who follows the
 * README's links to a page never lands on a 404 or at the top of the wrong page.
 */
const pages = [
  'README.md',
  ...fs
    .readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown outside fenced code blocks and inline code spans, where `[x](y)` is a link. */
function prose(markdown: string): string {
  return markdown
    .split(/^```.*$/m)
    .filter((_, index) => index % 2 === 0)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const text = (heading ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a page's links that stay inside the repository. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link from a page, or null when it leads where it says. */
function brokenLink(page: string, target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const resolved =
    file === '' ? page : path.normalize(path.join(path.dirname(page), decodeURIComponent(file)));
  if (!fs.existsSync(resolved)) return `${page}: ${target} (no file ${resolved})`;
  if (anchor === undefined || !resolved.endsWith('.md')) return null;
  if (anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) return null;
  return `${page}: ${target} (no heading #${anchor} in ${resolved})`;
}

describe('documentation links', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(5);
    expect(relativeLinks(fs.readFileSync('README.md', 'utf8')).length).toBeGreaterThan(5);
  });

  it('every relative link of the README and docs/ reaches an existing file and heading', () => {
    const broken = pages.flatMap((page) =>
      relativeLinks(fs.readFileSync(page, 'utf8'))
        .map((target) => brokenLink(page, target))
        .filter((problem) => problem !== null),
    );
    expect(broken).toEqual([]);
  });

  it('tells a missing file and a missing heading apart from a good link', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toContain('no file');
    expect(brokenLink('README.md', 'docs/operations.md#no-such-heading')).toContain('no heading');
    expect(brokenLink('docs/operations.md', '#retention')).toBeNull();
    expect(brokenLink('docs/going-live.md', '../README.md#try-the-api')).toBeNull();
  });
});
