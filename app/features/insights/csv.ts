/**
 * CSV as Excel opens it in Korea: UTF-8 with a byte-order mark (without one Excel reads the bytes as
 * CP949 and the 한글 turns to noise), CRLF line ends, fields quoted when they hold a comma, a quote or
 * a line break (RFC 4180).
 */

export type CsvCell = string | number | null;

const BOM = '\uFEFF';

/**
 * A text that Excel would read as a formula (=, +, -, @, or a tab or carriage return first) is kept
 * as text with a leading apostrophe: search terms and link sources are typed by strangers, and a
 * cell like `=HYPERLINK(…)` must not run in the operator's spreadsheet (OWASP's CSV injection).
 */
function guarded(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(cell: CsvCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : guarded(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the header row, then one row per record. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
