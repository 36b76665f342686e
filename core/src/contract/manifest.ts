import {
  ManifestMailRequestSchema,
  ManifestMailResultSchema,
  ManifestQuerySchema,
  ManifestSchema,
} from '../schemas/manifest';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const manifest = endpoints(paths.manifest, 'Manifest', {
  get: {
    summary:
      "A day's run sheet: the paid bookings of a ticket (or every ticket) grouped by pickup point and pickup time, or meeting point, with names, participants, phones, answers, check-in and totals",
    query: ManifestQuerySchema,
    response: ManifestSchema,
    errors: { 404: 'No ticket has this id' },
  },
  pdf: {
    summary: "The day's run sheet as a printable A4 PDF (application/pdf)",
    query: ManifestQuerySchema,
    produces: 'application/pdf',
    errors: { 404: 'No ticket has this id' },
  },
  mail: {
    summary: "Mails the day's run sheet, its PDF attached, to a guide's address (through the mail outbox)",
    body: ManifestMailRequestSchema,
    response: ManifestMailResultSchema,
    status: 202,
    errors: { 404: 'No ticket has this id' },
  },
});
