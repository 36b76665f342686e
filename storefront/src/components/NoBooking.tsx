import { Link } from 'react-router-dom';

/** Shown on a booking step when no ticket has been chosen yet (a bookmark, a new tab, a cancelled booking). */
export function NoBooking() {
  return (
    <div className="container page-section">
      <div className="card card-pad empty-state">
        <h1>Choose a ticket first</h1>
        <p className="muted">
          There is no booking in progress in this tab. Pick an experience and a ticket, and we will take you
          through the date, the time and the number of people.
        </p>
        <Link className="btn btn-primary" to="/">
          Browse attractions
        </Link>
      </div>
    </div>
  );
}
