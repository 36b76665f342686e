/** Hands a PDF's bytes to the browser as a download (the Electron shell saves it where asked). */
export function downloadPdf(filename: string, pdf: Blob): void {
  const url = URL.createObjectURL(pdf.type ? pdf : new Blob([pdf], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file's name: the day and the ticket, as the API names it. */
export function manifestFilename(date: string, ticketTitle: string | null): string {
  const slug = (ticketTitle ?? 'all-tickets')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `manifest-${date}-${slug || 'ticket'}.pdf`;
}
