import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describeCancellationPolicy, type CancellationPolicy } from '@tours/core/domain';

function hoursText(i18n: I18n, hours: number): string {
  if (hours === 0) return i18n._(msg`until the visit starts`);
  return i18n._(
    msg`${plural(hours, { one: 'up to # hour before the visit', other: 'up to # hours before the visit' })}`,
  );
}

/**
 * A ticket's cancellation policy in plain words in the page's language: core's wording
 * (describeCancellationPolicy) in English, the same sentence translated in the others.
 */
export function policyText(i18n: I18n, policy: CancellationPolicy): string {
  if (i18n.locale === 'en') return describeCancellationPolicy(policy);
  const parts: string[] = [];
  if (policy.freeUntilHours !== null) {
    const until = hoursText(i18n, policy.freeUntilHours);
    parts.push(i18n._(msg`Free cancellation ${until}`));
  }
  if (policy.partial) {
    const percent = policy.partial.refundPercent;
    const until = hoursText(i18n, policy.partial.untilHours);
    parts.push(
      parts.length
        ? i18n._(msg`${percent} % refund ${until}`)
        : i18n._(msg`Non-refundable, except a ${percent} % refund ${until}`),
    );
  }
  return parts.length ? parts.join('; ') : i18n._(msg`Non-refundable`);
}
