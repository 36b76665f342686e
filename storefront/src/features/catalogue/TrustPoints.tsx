import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const POINTS = [
  {
    title: msg`Instant confirmation`,
    text: msg`Your booking is confirmed the moment you pay, with a reference on screen and by email.`,
    icon: 'M5 12l4 4L19 6',
  },
  {
    title: msg`Secure payment`,
    text: msg`Pay on our payment provider’s encrypted page. We never see or store your card number.`,
    icon: 'M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z',
  },
  {
    title: msg`We are an intermediary`,
    text: msg`We sell tickets on behalf of the attractions and tour operators who run each experience, at their official prices.`,
    icon: 'M4 12h16M12 4l8 8-8 8',
  },
  {
    title: msg`Help when you need it`,
    text: msg`Our Dubai team answers every day from 8:00 to 22:00 by email and phone.`,
    icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 8v4l3 2',
  },
];

export function TrustPoints() {
  const { _ } = useLingui();
  return (
    <ul className="trust-points">
      {POINTS.map((point) => (
        <li key={point.icon}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d={point.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <h3>{_(point.title)}</h3>
            <p>{_(point.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
