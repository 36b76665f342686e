import { ATTRACTION_TIME_ZONE, formatMoney } from '@tours/core/domain';
import type { LocalSessionRow } from './local-provider';

export interface LocalPageBooking {
  reference: string;
  ticketTitle: string;
  bookingDateString: string;
  timeSlot: string | null;
  name: string;
  email: string;
}

const HOLD_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: ATTRACTION_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f9fc}
.wrap{max-width:920px;margin:0 auto;padding:24px 16px;display:grid;gap:24px}
@media(min-width:760px){.wrap{grid-template-columns:1fr 1fr;padding:56px 24px;gap:48px;align-items:start}}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#8a4b00;background:#fff3d6;border-radius:999px;padding:2px 10px}
h1{font-size:18px;margin:12px 0 4px;color:#697386;font-weight:500}
.amount{font-size:36px;font-weight:700;margin:0 0 20px;letter-spacing:-.01em}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}
dt{color:#697386}dd{margin:0;text-align:right;font-weight:500}
.lines{margin:20px 0 0;padding:16px 0 0;border-top:1px solid #e3e8ee;list-style:none;font-size:14px}
.lines li{display:flex;justify-content:space-between;gap:12px;padding:4px 0}
.lines .total{font-weight:700;border-top:1px solid #e3e8ee;margin-top:8px;padding-top:12px;font-size:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 1px 1px rgba(0,0,0,.04);padding:24px}
.card h2{font-size:16px;margin:0 0 4px}.card p{margin:0 0 20px;color:#697386;font-size:14px}
.due{display:flex;justify-content:space-between;font-weight:600;margin:0 0 16px;padding:12px 0;border-top:1px solid #e3e8ee;border-bottom:1px solid #e3e8ee}
form{margin:0}
button{width:100%;min-height:48px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid transparent}
.pay{background:#0b3954;color:#fff;margin-bottom:12px}.pay:hover{background:#082a3e}
.decline{background:#fff;color:#1a1f36;border-color:#c9d1db}.decline:hover{background:#f0f3f7}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.note{font-size:12px;color:#697386;margin-top:16px}
.card .closed{padding:16px;border-radius:8px;background:#fdecea;color:#8a1c12}
.back{display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:8px;border:1px solid #c9d1db;color:#1a1f36;font-weight:600;text-decoration:none}
.back:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
`;

/** A page that looks and acts like a hosted checkout, for the local test provider. */
export function renderLocalCheckoutPage(
  session: LocalSessionRow,
  booking: LocalPageBooking,
  actionBase: string,
): string {
  const money = (amount: number) => formatMoney(amount, session.currency);
  const open = session.status === 'open' && new Date(session.expires_at).getTime() > Date.now();
  const when = booking.timeSlot
    ? `${booking.bookingDateString}, ${booking.timeSlot}`
    : booking.bookingDateString;
  const lines = session.line_items
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.name)} × ${item.quantity}</span><span>${escapeHtml(money(item.unitAmount * item.quantity))}</span></li>`,
    )
    .join('');
  const expires = HOLD_TIME.format(new Date(session.expires_at));
  const action = open
    ? `<h2 id="pay-heading">Pay with the test provider</h2>
<p>No card is needed. Pay confirms the booking as if a card payment had succeeded; Decline abandons the payment.</p>
<div class="due"><span>Amount due</span><span>${escapeHtml(money(session.amount_total))}</span></div>
<form method="post" action="${escapeHtml(actionBase)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(actionBase)}/decline"><button class="decline" type="submit">Decline</button></form>
<p class="note">This checkout holds your seats until ${expires} (Dubai time).</p>`
    : `<h2 id="pay-heading">This checkout is closed</h2>
<p class="closed" role="status">${session.status === 'complete' ? 'This booking has already been paid.' : 'This checkout has expired or was declined. Your seats were released.'}</p>
<a class="back" href="${escapeHtml(session.status === 'complete' ? session.success_url : session.cancel_url)}">Back to the shop</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay ${escapeHtml(money(session.amount_total))} · Dubai Attractions</title>
<style>${STYLE}</style></head>
<body><main class="wrap">
<section aria-labelledby="summary-heading">
<span class="badge">Test mode</span>
<h1 id="summary-heading">Dubai Attractions</h1>
<p class="amount">${escapeHtml(money(session.amount_total))}</p>
<dl>
<dt>Booking</dt><dd>${escapeHtml(booking.reference)}</dd>
<dt>Ticket</dt><dd>${escapeHtml(booking.ticketTitle)}</dd>
<dt>When</dt><dd>${escapeHtml(when)}</dd>
<dt>Name</dt><dd>${escapeHtml(booking.name)}</dd>
<dt>Email</dt><dd>${escapeHtml(booking.email)}</dd>
</dl>
<ul class="lines" aria-label="Order summary">${lines}<li class="total"><span>Total due</span><span>${escapeHtml(money(session.amount_total))}</span></li></ul>
</section>
<section class="card" aria-labelledby="pay-heading">${action}</section>
</main></body></html>`;
}
