/** The table every benchmark returns, and its plain-text form. */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
}

/** Formats a BenchTable as an aligned Markdown table followed by its notes. */
export function formatTable(t: BenchTable): string {
  const cells = [t.columns, ...t.rows.map((r) => r.map(String))];
  const widths = t.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [`## ${t.title}`, line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line), ...(t.notes ?? []).map((n) => `- ${n}`)].join('\n');
}
