import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';

/** Rendered as GitHub renders a page's Markdown, so that code spans and fences hold no links. */
const markdown = new MarkdownIt({ html: true });

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** GitHub's heading anchor: lower case, punctuation dropped, spaces made hyphens (github-slugger). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it (`x`, `x-1`, ...). */
export function headingAnchors(source: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.render(source).matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)) {
    const slug = headingSlug(decode(match[1]!.replace(/<[^>]+>/g, '')));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The link and image targets of a Markdown file, as written. */
export function linkTargets(source: string): string[] {
  const html = markdown.render(source);
  return [...html.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]*)"/g)].map((match) => decode(match[1]!));
}

/**
 * The relative links of a Markdown file that lead nowhere: a missing file or folder, or an anchor
 * no heading of the target page makes. Web addresses are not followed.
 */
export function brokenLinks(file: string, root: string): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(readFileSync(file, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const hash = target.indexOf('#');
    const path = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(root, file)}: ${target}`;
    if (!existsSync(destination)) {
      broken.push(`${where} (no such file)`);
    } else if (anchor !== undefined && statSync(destination).isFile() && extname(destination) === '.md') {
      if (!headingAnchors(readFileSync(destination, 'utf8')).has(anchor)) broken.push(`${where} (no such heading)`);
    }
  }
  return broken;
}
