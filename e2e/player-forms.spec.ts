import type { Locator, Page } from '@playwright/test';
import { expect, tacFromOutbox, test } from './support';

/**
 * Forms and focus (issue 20; decisions 0167 and 0168) on casino4 (Nusantara Casino, Indonesia, +62,
 * a template that logs in on /login): focus lands in the first field, errors show on the field
 * they concern, and the phone field takes a formatted number. The login modal is checked on slot2,
 * a template that logs in with a modal; the test only opens and closes it.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;
const HOST = 'casino4.localhost';

/** Account ID, or its Filipino label on slot2. */
const accountField = (page: Page) => page.getByLabel(/^(Account ID|ID ng account)$/);
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** True while the focused element is inside the element. */
function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Pastes text into the focused field as the browser does with the clipboard (a paste event the page may take over). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((input, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    if (input.dispatchEvent(event)) {
      // Not taken over: the browser's own paste.
      (input as HTMLInputElement).setRangeText(pasted, 0, (input as HTMLInputElement).value.length, 'end');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, text);
}

test('the login page puts focus in the account id, and a wrong password shows on its field, not in a dialog', async ({
  page,
}) => {
  await page.goto(siteUrl(HOST, '/login'));
  await expect(accountField(page)).toBeFocused();
  // The way of logging in (ARIA tabs, one stop), then the password.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'With password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();

  await accountField(page).fill('demo');
  await passwordField(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(passwordField(page)).toHaveAccessibleDescription('The account ID or password is incorrect.');
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // In the site's theme: the danger colour of the theme, not a white box.
  const errorColour = await page
    .locator('.field-error')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  const themeDanger = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(errorColour).toBe(themeDanger);
});

test('a wrong login code shows on the code field', async ({ page }) => {
  await page.goto(siteUrl(HOST, '/login'));
  await accountField(page).fill('demo');
  await page.getByRole('tab', { name: 'With a code by SMS' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('Code from the SMS');
  await expect(codeField).toBeVisible();
  const realCode = tacFromOutbox(HOST, 'demo');
  await codeField.fill(realCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(codeField).toHaveAccessibleDescription(/The code is incorrect\./);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the phone field shows +62 and takes a pasted or autofilled formatted number as the national number', async ({ page }) => {
  await page.goto(siteUrl(HOST, '/register'));
  await expect(accountField(page)).toBeFocused();
  const phone = page.getByLabel('Mobile number');
  await expect(page.locator('.phone-prefix')).toHaveText('+62');

  for (const written of ['+62 812-3456-7890', '(0812) 3456 7890', '62 812 3456 7890', '0812-3456-7890']) {
    await phone.fill('');
    await paste(phone, written);
    await expect(phone).toHaveValue('81234567890');
  }

  // Autofill: the whole value at once, then input, with no keys (the browser's own setter, as autofill writes it).
  await phone.fill('');
  await phone.evaluate((input) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '+62 (812) 3456-7890');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(phone).toHaveValue('81234567890');

  // Typed with its calling code: normalised once the player leaves the field.
  await phone.fill('');
  await phone.pressSequentially('+6281234567890');
  await page.keyboard.press('Tab');
  await expect(phone).toHaveValue('81234567890');

  // Another country's number says so on the field.
  await accountField(page).fill('formsprobe');
  await passwordField(page).fill('quiet orange lantern');
  await phone.fill('');
  await paste(phone, '+1 (202) 555-0147');
  await page.getByLabel(/^I am \d+ or older$/).check();
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a valid mobile number for this country\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the login modal takes focus, keeps Tab inside, closes with Escape and gives focus back (slot2)', async ({ page }) => {
  await page.goto(siteUrl('slot2.localhost', '/'));
  const opener = page.getByRole('banner').getByRole('button', { name: 'Mag-log in' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-modal', 'login');
  await expect(accountField(page)).toBeFocused();

  for (let press = 0; press < 15; press++) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog)).toBe(true);
  }
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(dialog)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
