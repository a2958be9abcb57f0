/**
 * A small markdown reader for wiki articles: headings, paragraphs, lists, quotes, emphasis, links
 * and inline code, read into a tree of plain data that React renders as text. Raw HTML never
 * survives: script and style blocks are dropped with their content, any other tag is removed, and
 * a link keeps its target only for site paths, http(s) and mailto. Shared by the server (search
 * text, word counts, link checks) and the browser (article pages, the staff preview).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

/** Removes raw HTML: script/style/iframe elements with what they hold, then every remaining tag. */
export function stripHtml(text: string): string {
  return text
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*$/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
}

/** A link target that may be followed: a site path, an anchor, http(s) or mailto. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h;
  if (/^https?:\/\/[^\s]+$/i.test(h) || /^mailto:[^\s]+$/i.test(h)) return h;
  return null;
}

/** Inline markdown: **strong**, *em* or _em_, `code`, [text](href). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push({ type: 'text', text: buf });
    buf = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let m: RegExpMatchArray | null;
    if ((m = rest.match(/^\*\*(.+?)\*\*/s))) {
      flush();
      out.push({ type: 'strong', children: parseInline(m[1]) });
    } else if ((m = rest.match(/^\*([^*\s](?:[^*]*[^*\s])?)\*/s)) || (m = rest.match(/^_([^_\s](?:[^_]*[^_\s])?)_(?![A-Za-z0-9])/s))) {
      flush();
      out.push({ type: 'em', children: parseInline(m[1]) });
    } else if ((m = rest.match(/^`([^`]+)`/))) {
      flush();
      out.push({ type: 'code', text: m[1] });
    } else if ((m = rest.match(/^\[([^\]]+)\]\(([^)\s]*)\)/))) {
      flush();
      const href = safeHref(m[2]);
      const children = parseInline(m[1]);
      if (href) out.push({ type: 'link', href, children });
      else out.push(...children);
    } else {
      buf += text[i];
      i += 1;
      continue;
    }
    i += m[0].length;
  }
  flush();
  return out;
}

/** Reads an article's markdown into blocks, raw HTML removed first. */
export function parseMarkdown(source: string): Block[] {
  const lines = stripHtml(source.replace(/\r\n?/g, '\n')).split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];
  const flushPara = () => {
    if (para.length) blocks.push({ type: 'paragraph', children: parseInline(para.join(' ')) });
    para = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  const flushQuote = () => {
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    quote = [];
  };
  const flushAll = () => {
    flushPara();
    flushList();
    flushQuote();
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    let m: RegExpMatchArray | null;
    if (line.trim() === '') {
      flushAll();
    } else if ((m = line.match(/^(#{1,4})\s+(.*)$/))) {
      flushAll();
      const level = Math.min(4, Math.max(2, m[1].length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(m[2].replace(/\s+#+$/, '')) });
    } else if ((m = line.match(/^\s*([-*+]|\d+[.)])\s+(.*)$/))) {
      flushPara();
      flushQuote();
      const ordered = /\d/.test(m[1]);
      if (!list || list.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      list.items.push(m[2]);
    } else if ((m = line.match(/^>\s?(.*)$/))) {
      flushPara();
      flushList();
      quote.push(m[1]);
    } else if (list && /^\s{2,}\S/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      flushQuote();
      para.push(line.trim());
    }
  }
  flushAll();
  return blocks;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : inlineText(n.children))).join('');
}

/** The readable text of blocks, one block a line. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((b) => (b.type === 'list' ? b.items.map(inlineText).join('\n') : inlineText(b.children)))
    .join('\n');
}

/** Every link target in blocks, in order. */
export function blockLinks(blocks: Block[]): string[] {
  const out: string[] = [];
  const walk = (nodes: Inline[]) => {
    for (const n of nodes) {
      if (n.type === 'link') out.push(n.href);
      if (n.type === 'strong' || n.type === 'em' || n.type === 'link') walk(n.children);
    }
  };
  for (const b of blocks) {
    if (b.type === 'list') b.items.forEach(walk);
    else walk(b.children);
  }
  return out;
}

/** Words of an article as a reader counts them: Latin words, and each Chinese character as one. */
export function countWords(text: string): number {
  const latin = text.match(/[A-Za-z\u00C0-\u024F0-9]+(?:['’-][A-Za-z\u00C0-\u024F0-9]+)*/g)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return latin + han;
}
