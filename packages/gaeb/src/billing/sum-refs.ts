/**
 * Cell references for a SUM over some rows of one column: runs of rows joined into ranges, bridging rows whose cell
 * in that column is empty (texts, headings), and split into SUMs of at most 200 arguments each (Excel takes 255).
 */
export function sumOf(column: string, rows: readonly number[], blank: ReadonlySet<number>): string {
  if (rows.length === 0) return "0";
  const sorted = [...rows].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0] as number;
  let end = start;
  const bridged = (from: number, to: number) => {
    for (let row = from + 1; row < to; row++) if (!blank.has(row)) return false;
    return true;
  };
  for (const row of sorted.slice(1)) {
    if (bridged(end, row)) {
      end = row;
      continue;
    }
    ranges.push(start === end ? `${column}${start}` : `${column}${start}:${column}${end}`);
    start = row;
    end = row;
  }
  ranges.push(start === end ? `${column}${start}` : `${column}${start}:${column}${end}`);
  const sums: string[] = [];
  for (let at = 0; at < ranges.length; at += 200) sums.push(`SUM(${ranges.slice(at, at + 200).join(",")})`);
  return sums.join("+");
}
