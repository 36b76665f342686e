import { COMPANY } from '../company';

export default function PrivacyEn() {
  return (
    <div className="prose">
      <p>
        This policy explains what personal data {COMPANY.legalName} collects when you use this website, why,
        and what rights you have. Last updated on 1 November 2026.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Booking details</strong>: the experience, date, time slot and number of adults and children
          you choose.
        </li>
        <li>
          <strong>Contact details</strong>: your name, email address and mobile number, so we can send your
          tickets and reach you about your visit.
        </li>
        <li>
          <strong>Payment status</strong>: whether your payment succeeded. Card details are entered on the
          payment provider's page; we never receive your full card number.
        </li>
        <li>
          <strong>Technical data</strong>: your booking in progress is kept in your browser's session storage
          so it survives a reload; it is deleted when you close the tab or cancel the booking. We do not use
          advertising cookies.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To take and confirm your booking, send your tickets and any notice about it (for example a change of
        opening hours), answer your questions, prevent fraud and keep the records the law requires.
      </p>
      <h2>Who we share it with</h2>
      <p>
        The experience provider receives the name on the booking and the number of guests, so it can admit
        you. Our payment provider processes your payment. Our email provider delivers your confirmation. We
        never sell your data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Booking records are kept for five years to meet accounting and tax duties, then deleted. Messages to
        our support team are kept for two years.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, have it corrected or, where the law allows, deleted, and object
        to its use. Write to {COMPANY.email} with your booking reference and we will answer within 30 days.
      </p>
    </div>
  );
}
