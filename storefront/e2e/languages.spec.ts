import { expect, test, type Page } from '@playwright/test';
import { addDays, dubaiToday, expectAccessible, pickDate } from './helpers';
import { waitForMail } from './mail';

// A visitor on a phone books and pays in Malay and in Arabic: every step speaks the language of
// the URL, the server sends <html lang dir>, and the Arabic screens are laid out right to left.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// Two whole bookings each, with an accessibility scan: slow on a shared CI machine.
test.setTimeout(180_000);

const port = Number(process.env.E2E_PORT ?? 3310);

const WORDS = {
  ms: {
    lang: 'ms',
    dir: 'ltr',
    // The demo's Dubai Frame Entry, as staff translated it (api/src/demo/demo-translations.ts).
    ticket: 'Tiket Masuk Dubai Frame',
    attraction: 'Dubai Frame (Bingkai Dubai)',
    chooseDate: 'Pilih tarikh',
    select: /pilih peserta|tukar peserta/i,
    participants: 'Peserta',
    addAdult: 'Tambah 1 dewasa',
    toCheckout: 'Teruskan ke pembayaran',
    checkout: 'Pembayaran',
    name: 'Nama penuh',
    email: 'E-mel',
    mobile: 'Nombor telefon bimbit',
    accept: /Saya menerima/,
    pay: /^Bayar RM/,
    confirmedMail: /^Tempahan disahkan: /,
    nextMonth: 'Bulan seterusnya',
    closed: 'Ditutup',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    ticket: 'تذكرة دخول برواز دبي',
    attraction: 'برواز دبي',
    chooseDate: 'اختر التاريخ',
    select: /اختر المشاركين|تغيير المشاركين/,
    participants: 'المشاركون',
    addAdult: 'إضافة بالغ واحد',
    toCheckout: 'المتابعة إلى إتمام الحجز',
    checkout: 'إتمام الحجز',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الهاتف المحمول',
    accept: /أوافق على/,
    pay: /^ادفع /,
    confirmedMail: /^تأكيد الحجز: /,
    nextMonth: 'الشهر التالي',
    closed: 'مغلق',
  },
} as const;

async function shot(page: Page, locale: string, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${locale}-${name}.png`), fullPage: true });
}

for (const locale of ['ms', 'ar'] as const) {
  const w = WORDS[locale];
  test(`a visitor books and pays in ${locale} on a phone`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir);
    await shot(page, locale, 'home');

    await page.goto(`/${locale}/dubai-frame`);
    const card = page
      .locator('article.ticket-card')
      .filter({ has: page.getByRole('heading', { name: w.ticket }) });
    await expect(card.getByRole('button', { name: w.chooseDate })).toBeEnabled();
    await shot(page, locale, 'product');
    await card.getByRole('button', { name: w.chooseDate }).click();
    // The router keeps the language: the next step is under the same prefix.
    await expect(page).toHaveURL(new RegExp(`/${locale}/date-select$`));

    // The calendar speaks the language too: its buttons, its key and each day's name.
    await expect(page.getByRole('button', { name: w.nextMonth })).toBeVisible();
    await expect(page.locator('.calendar-legend')).toContainText(w.closed);
    await pickDate(page, addDays(dubaiToday(), 22));
    await expect(page.locator('td[data-selected="true"] button')).toHaveAccessibleName(
      new RegExp(
        new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'ms', { month: 'long' }).format(
          new Date(`${addDays(dubaiToday(), 22)}T12:00:00Z`),
        ),
      ),
    );
    await page.getByRole('button', { name: w.select }).locator('visible=true').first().click();
    const dialog = page.getByRole('dialog', { name: w.participants });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: w.addAdult }).click();
    await dialog.getByRole('button', { name: w.addAdult }).click();
    await shot(page, locale, 'participants');
    await dialog.getByRole('button', { name: w.toCheckout }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByRole('heading', { level: 1, name: w.checkout })).toBeVisible();
    await page.getByLabel(w.name).fill('Aisyah Rahman');
    await page.getByLabel(w.email, { exact: true }).fill(`aisyah-${locale}@example.com`);
    await page.getByLabel(w.mobile).fill('501234567');
    await page.getByLabel(w.accept).check();
    await shot(page, locale, 'checkout');
    await expectAccessible(page);
    // No sideways scroll on a 360 px phone, in either direction.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    await page.locator('.pay-actions').getByRole('button', { name: w.pay }).click();
    await page.waitForURL(/\/payments\/local\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // The payment hands the visitor back to the success page in the language they booked in.
    await expect(page).toHaveURL(new RegExp(`/${locale}/success\\?token=`));
    await expect(page.getByTestId('booking-reference')).toHaveText(/^DXB-[A-Z0-9]{6}$/, {
      timeout: 30_000,
    });
    const reference = (await page.getByTestId('booking-reference').textContent())!;
    // The booking's ticket and attraction in the page's language, not as they were sold (English).
    const facts = page.locator('.booking-facts');
    await expect(facts).toContainText(w.ticket);
    await expect(facts).toContainText(w.attraction);
    await expect(facts).not.toContainText('Dubai Frame Entry');
    await shot(page, locale, 'success');

    // The confirmation arrives in the language the visitor booked in.
    const mail = await waitForMail(port, `aisyah-${locale}@example.com`, w.confirmedMail);
    expect(mail.text).toContain(reference);
  });
}
