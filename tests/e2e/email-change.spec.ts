import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { linkIn, waitForMail } from './support/mail-sink';
import { joinedStaffPage, ownerPage, stamp } from './support/staff';

// A staff member's email in a real browser against the production build (docs/security.md, "Password
// reset, email verification and email change"): the member's Security page says an owner changes it;
// the owner does, from the Staff screen; the old address's mail carries a link whose page puts the
// address back, signs the member out and leads on to a new password.

const expect = baseExpect.configure({ timeout: 30_000 });

test('an owner changes a member’s email on the Staff screen, and the old address’s link puts it back', async ({ browser }) => {
  test.setTimeout(180_000);
  const member = await joinedStaffPage(browser, 'Content editor', 'Kemi Adebayo');
  await member.goto('/account/security');
  const section = member.locator('#email');
  await expect(section).toContainText('A staff account’s email is changed by a shop owner, on the Staff screen. Ask an owner to change yours.');
  await expect(section.getByLabel('New email')).toHaveCount(0);

  const owner = await ownerPage(browser);
  const team = owner.getByRole('table', { name: 'Staff members' });
  const row = team.getByRole('row', { name: /Kemi Adebayo/ });
  const oldEmail = (await row.getByRole('cell').nth(1).textContent())!.trim();
  const newEmail = `kemi-${stamp()}@example.com`;
  await row.getByRole('button', { name: 'Change email of Kemi Adebayo' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Change email' });
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Change email' }).click();
  await expect(owner.getByText('Email changed')).toBeVisible();
  await expect(row).toContainText(newEmail);

  // The owner's own row asks for their password.
  await team.getByRole('row', { name: new RegExp(e2eServer.admin.email.replace(/[.+]/g, '\\$&')) }).getByRole('button', { name: /^Change email of / }).click();
  await expect(dialog.getByLabel('Your password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const link = linkIn(await waitForMail(oldEmail, /email was changed/), '/auth/undo-email-change?token=');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Put your old address back?' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Put my old address back' }).click();
  await expect(visitor.getByRole('status')).toContainText(`Your address is ${oldEmail} again, and every device is signed out.`);
  await visitor.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  await member.goto('/admin');
  await expect(member).toHaveURL(/\/auth/);
  await owner.reload();
  await expect(row).toContainText(oldEmail);

  await visitor.context().close();
  await member.context().close();
  await owner.context().close();
});
