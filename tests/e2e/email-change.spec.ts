import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { waitForMail } from './support/mail-sink';
import { joinedStaffPage, ownerPage, stamp } from './support/staff';

// A staff member's email in a real browser against the production build (docs/security.md, "Password
// reset, email verification and email change"): the member's Security page says an owner changes it;
// the owner does, from the Staff screen; the old address is told by mail, with no link that puts it
// back (docs/decisions/0073-no-undo-for-staff-addresses.md), and the member carries on signed in.

const expect = baseExpect.configure({ timeout: 30_000 });

test('an owner changes a member’s email on the Staff screen, and the old address is told with no link back', async ({ browser }) => {
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

  const notice = (await waitForMail(oldEmail, /email was changed/)).text;
  expect(notice).toContain(`from ${oldEmail} to ${newEmail}, by an owner of the shop`);
  expect(notice).toContain('only an owner of the shop can change a staff account’s email');
  expect(notice).not.toContain('token=');

  // The member's session carries on at the new address.
  await member.goto('/account/security');
  await expect(member.locator('#email')).toContainText(newEmail);
  await owner.reload();
  await expect(row).toContainText(newEmail);

  await member.context().close();
  await owner.context().close();
});
