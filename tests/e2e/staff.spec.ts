import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { linkIn, waitForMail } from './support/mail-sink';
import { invite, ownerPage, stamp } from './support/staff';

// Staff and invitations in a real browser against the production build: the owner invites a
// Fulfilment member from the Staff screen, the mail arrives at the loopback SMTP server, the invitee
// joins from the link in a browser of their own, signs in and sees only their screens; the owner
// changes their role, then removes them, and the removed member's next page is the sign-in.

const expect = baseExpect.configure({ timeout: 30_000 });
const PASSWORD = 'packing-and-dispatch-2026';

test.describe.configure({ mode: 'serial' });

test('an invited Fulfilment member joins, sees only their screens, changes role and is removed', async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `packer-${stamp()}@example.com`;
  const owner = await ownerPage(browser);
  await invite(owner, email, 'Fulfilment');
  await expect(owner.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(email) })).toBeVisible();

  const mail = await waitForMail(email, /invited to join .* as Fulfilment/);
  const link = linkIn(mail, '/auth/invitation?token=');

  // The invitee, in a browser of their own.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'You are invited as Fulfilment' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await invitee.getByLabel('Your name').fill('Tunde Bakare');
  await invitee.getByLabel('Password', { exact: true }).fill('too-short');
  await invitee.getByLabel('Confirm password').fill('too-short');
  await invitee.getByRole('button', { name: 'Join the team' }).click();
  await expect(invitee.getByText(/Staff passwords must be at least 12 characters/)).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Join the team' }).click();
  await expect(invitee.getByText(`You have joined the team. Sign in as ${email}`)).toBeVisible();

  // The link worked once.
  const again = await inviteeContext.newPage();
  await again.goto(link);
  await expect(again.getByText(/already used/)).toBeVisible();
  await again.close();

  // Sign in with the form, as they would.
  await invitee.getByRole('status').filter({ hasText: 'You have joined the team' }).getByRole('link', { name: 'Sign in' }).click();
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(invitee).toHaveURL(/\/admin/);
  const nav = invitee.getByRole('navigation', { name: 'Admin' });
  // The Inbox's link carries the unread count, which other tests' messages change.
  await expect(nav.getByRole('link')).toHaveText(['Orders', /^Inbox/, 'Sell', 'Drafts', 'Cash-up', 'Delivery', 'Locations', 'Transfers']);
  await invitee.goto('/admin/refunds');
  await expect(invitee.getByRole('heading', { name: 'No access' })).toBeVisible();

  // The owner sees the new member, changes their role...
  await owner.reload();
  const row = owner.getByRole('table', { name: 'Staff members' }).getByRole('row', { name: /Tunde Bakare/ });
  await expect(row).toContainText('Fulfilment');
  await row.getByRole('button', { name: 'Change role of Tunde Bakare' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Role').selectOption({ label: 'Content editor' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(row).toContainText('Content editor');

  // ...which applies at the member's next page.
  await invitee.goto('/admin/blog-posts');
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Blog Posts' })).toBeVisible();

  // Removal ends their sessions at once.
  await row.getByRole('button', { name: 'Remove Tunde Bakare' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('Tunde Bakare was removed from the staff')).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Staff members' }).getByRole('row', { name: /Tunde Bakare/ })).toHaveCount(0);
  await invitee.goto('/admin/blog-posts');
  await expect(invitee).toHaveURL(/\/auth/);

  await inviteeContext.close();
  await owner.context().close();
});

test('the Staff screen on a phone: the team and invitations as cards @phone', async ({ browser }) => {
  const owner = await ownerPage(browser);
  const email = `phone-${stamp()}@example.com`;
  await invite(owner, email, 'Accountant');
  // The link is made when the mail goes out: an invitation revoked before then is never mailed.
  const link = linkIn(await waitForMail(email, /invited to join/), '/auth/invitation?token=');
  const cards = owner.getByRole('list', { name: 'Pending invitations' });
  const table = owner.getByRole('table', { name: 'Pending invitations' });
  const phone = (owner.viewportSize()?.width ?? 1280) < 640;
  await expect(phone ? cards : table).toBeVisible();
  await expect((phone ? cards.getByRole('listitem') : table.getByRole('row')).filter({ hasText: email })).toBeVisible();
  const team = phone ? owner.getByRole('list', { name: 'Staff members' }) : owner.getByRole('table', { name: 'Staff members' });
  await expect(team.getByText(e2eServer.admin.email)).toBeVisible();

  // Revoke it again: the link stops working.
  const revoke = owner.getByRole('button', { name: `Revoke the invitation to ${email}` }).filter({ visible: true });
  await revoke.click();
  const confirm = owner.getByRole('alertdialog', { name: 'Revoke this invitation?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  // The dialog stays open until the server answers, then the card leaves and the toast says so.
  await expect(confirm).toBeHidden();
  await expect(owner.getByText('Invitation revoked')).toBeVisible();
  await expect((phone ? cards.getByRole('listitem') : table.getByRole('row')).filter({ hasText: email })).toHaveCount(0);
  await owner.goto(link);
  await expect(owner.getByText(/withdrawn by the shop’s owner/)).toBeVisible();
  await owner.context().close();
});
