/**
 * The records of a CSV text (RFC 4180, as the API writes it): CRLF ends a record unless it sits
 * inside a quoted cell, whose quotes come in pairs. The header counts as one.
 */
export function countCsvRecords(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv.charCodeAt(i);
    if (ch === 34 /* " */) quoted = !quoted;
    else if (!quoted && ch === 10 /* \n */) records++;
  }
  // A last record without its line break still counts.
  return csv.length > 0 && !csv.endsWith('\n') ? records + 1 : records;
}

export function downloadCsv(filename: string, csv: string): void {
  // The API's text starts with the BOM that makes Excel read UTF-8 names; fetch's text() drops it.
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
