/** The table every benchmark returns; printed as text when a benchmark runs on its own. */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
}

/** Formats a BenchTable as aligned plain text. */
export function formatTable(t: BenchTable): string {
  const cells = [t.columns, ...t.rows.map((r) => r.map((c) => String(c)))];
  const widths = t.columns.map((_, k) => Math.max(...cells.map((r) => (r[k] ?? '').length)));
  const line = (r: string[]) => r.map((c, k) => (k === 0 ? c.padEnd(widths[k]!) : c.padStart(widths[k]!))).join('  ');
  const out = [t.title, '', line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
  if (t.notes?.length) out.push('', ...t.notes.map((n) => `- ${n}`));
  return out.join('\n');
}
