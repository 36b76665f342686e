import { useState } from 'react';
import { todayIn } from '@tours/core/domain';
import type { BookingExportQuery } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';
import { countCsvRecords, downloadCsv } from './csv';

/**
 * Exports every booking of the filters: the API streams them all as CSV (no page, no cap), and the
 * toast counts the rows that arrived.
 */
export function ExportButton({ params, name }: { params: BookingExportQuery; name: string }) {
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const csv = await app.api.exportBookingsCsv(params);
      downloadCsv(`${name}-${todayIn()}.csv`, csv);
      const rows = countCsvRecords(csv) - 1;
      notify.success(`Exported ${rows} booking${rows === 1 ? '' : 's'}`);
    } catch (error) {
      notify.error(error, 'Export failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void run()} disabled={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
