/** How to check in: the admin's own help text (desktop-admin/README.md, "Check-in at the gate", says the same). */
export function HelpText() {
  return (
    <details className="panel panel-pad checkin-help">
      <summary>How to check in</summary>
      <ol>
        <li>
          Pick the service, ticket, date and time slot. Today and the slot about to start are chosen for you.
        </li>
        <li>
          Scan each voucher: press <strong>Start camera</strong> and hold the QR code up to the laptop, or
          scan it with a handheld scanner into the code field (it types the code and Enter), or type the
          booking reference (DXB-…) and press Enter.
        </li>
        <li>
          Green with two beeps: let the people shown in. Red with a buzz: do not admit; the message says why
          (already used, wrong date or slot, cancelled, unknown). For a group arriving in parts, enter how
          many people are here now before scanning.
        </li>
        <li>A wrong scan can be undone within a minute (Undo, or Alt+U).</li>
        <li>
          The slot’s arrival list is downloaded when you open it. If the connection drops, scans are checked
          against that list, queued and sent when the API is back; a voucher admitted at another gate
          meanwhile is listed under Conflicts.
        </li>
      </ol>
    </details>
  );
}
