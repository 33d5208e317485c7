/**
 * CSV for Excel in Japan (japan.md): UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting. A cell
 * that starts like a formula (= + - @, tab, CR) gets a leading apostrophe: leads are typed by
 * strangers, and a spreadsheet must never run what they typed (CSV injection).
 */
export const utf8Bom = '\uFEFF';

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('、') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
