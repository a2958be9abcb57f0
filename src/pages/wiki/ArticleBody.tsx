/** An article's markdown rendered as React elements (text only, never HTML), with glossary terms marked. */
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { parseMarkdown, type Block, type Inline } from '../../lib/markdown';
import type { WikiGlossaryEntry } from '../../protocol/wiki';
import { GlossaryTerm } from './Glossary';
import { markTerms, type GlossaryMatcher } from './glossaryMatch';

function renderInline(nodes: Inline[], matcher: GlossaryMatcher, seen: Set<WikiGlossaryEntry>, inLink = false): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        if (inLink) return n.text;
        // Marked here, during this component's render, so a repeated render starts from a fresh set.
        return markTerms(n.text, matcher, seen).map((p, j) =>
          typeof p === 'string' ? (
            <Fragment key={`${i}.${j}`}>{p}</Fragment>
          ) : (
            <GlossaryTerm key={`${i}.${j}`} entry={p.entry}>
              {p.text}
            </GlossaryTerm>
          ),
        );
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(n.children, matcher, seen, inLink)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(n.children, matcher, seen, inLink)}</em>;
      case 'link':
        return n.href.startsWith('/') ? (
          <Link key={i} href={n.href}>
            {renderInline(n.children, matcher, seen, true)}
          </Link>
        ) : (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
            {renderInline(n.children, matcher, seen, true)}
          </a>
        );
    }
  });
}

function renderBlock(b: Block, i: number, matcher: GlossaryMatcher, seen: Set<WikiGlossaryEntry>): ReactNode {
  switch (b.type) {
    case 'heading': {
      const H = `h${b.level}` as 'h2' | 'h3' | 'h4';
      return <H key={i}>{renderInline(b.children, matcher, seen)}</H>;
    }
    case 'paragraph':
      return <p key={i}>{renderInline(b.children, matcher, seen)}</p>;
    case 'quote':
      return <blockquote key={i}>{renderInline(b.children, matcher, seen)}</blockquote>;
    case 'list': {
      const L = b.ordered ? 'ol' : 'ul';
      return (
        <L key={i}>
          {b.items.map((item, j) => (
            <li key={j}>{renderInline(item, matcher, seen)}</li>
          ))}
        </L>
      );
    }
  }
}

export function ArticleBody({ markdown, matcher }: { markdown: string; matcher: GlossaryMatcher }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  // One set per render: each glossary term is marked at its first occurrence in the article.
  const seen = new Set<WikiGlossaryEntry>();
  return <div className="wiki__body">{blocks.map((b, i) => renderBlock(b, i, matcher, seen))}</div>;
}
