import { expect, test } from '@playwright/test';
import { chooseTicket, expectAccessible, pickDate, setPeople, slotWithin24Hours } from './helpers';

test('a visit inside the free-cancellation cut-off is not promised free cancellation at checkout', async ({
  page,
}) => {
  // The Burj ticket refunds in full until 24 hours before the visit, and nothing after.
  const { date, slot } = slotWithin24Hours();
  await chooseTicket(page, 'burj-khalifa', 'At the Top, Levels 124 & 125');
  await pickDate(page, date);
  await page.getByRole('radio', { name: slot }).check({ force: true });
  const dialog = await setPeople(page, 1, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  const policy = page.getByTestId('checkout-policy');
  await expect(policy).toContainText(
    /Free cancellation ended at \d\d:\d\d on \w+day \d+ \w+: this booking is no longer refundable\./,
  );
  await expect(policy).not.toContainText('Free cancellation until');
  await expectAccessible(page);
});
