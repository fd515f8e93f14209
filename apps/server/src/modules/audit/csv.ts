/**
 * CSV as RFC 4180 says (fields with a comma, quote, CR or LF quoted, quotes doubled, CRLF between
 * records), safe to open in a spreadsheet: a text cell that starts with = + - @ (or a tab or CR, which
 * some spreadsheets skip before reading a formula) gets a leading apostrophe, so it is never run as a
 * formula.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  } else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else text = JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record (no line ending). */
export function csvRecord(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** A whole file: header then records, each ended by CRLF. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((r) => `${csvRecord(r)}\r\n`).join('');
}
