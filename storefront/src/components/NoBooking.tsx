import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Shown on a booking step when no ticket has been chosen yet (a bookmark, a new tab, a cancelled booking). */
export function NoBooking() {
  return (
    <div className="container page-section">
      <div className="card card-pad empty-state">
        <h1>
          <Trans>Choose a ticket first</Trans>
        </h1>
        <p className="muted">
          <Trans>
            There is no booking in progress in this tab. Pick an experience and a ticket, and we will take you
            through the date, the time and the number of people.
          </Trans>
        </p>
        <Link className="btn btn-primary" to="/">
          <Trans>Browse attractions</Trans>
        </Link>
      </div>
    </div>
  );
}
