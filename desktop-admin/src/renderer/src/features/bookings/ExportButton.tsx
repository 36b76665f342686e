import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { todayIn } from '@tours/core/domain';
import type { BookingExportQuery } from '@tours/core/schemas';
import { contract } from '@tours/core/contract';
import { whyNot } from '../../lib/access';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';
import { countCsvRecords, downloadCsv } from './csv';

/**
 * Exports every booking of the filters: the API streams them all as CSV (no page, no cap), and the
 * toast counts the rows that arrived.
 */
export const ExportButton = observer(function ExportButton({
  params,
  name,
}: {
  params: BookingExportQuery;
  name: string;
}) {
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
  const why = whyNot(app.admin, contract.bookings.export, 'Exporting');
  return (
    <button
      type="button"
      className="button"
      onClick={() => void run()}
      disabled={busy || !!why}
      title={why ?? undefined}
      aria-describedby={why ? 'export-why' : undefined}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
      {why && (
        <span id="export-why" className="sr-only">
          {why}
        </span>
      )}
    </button>
  );
});
