import { expect as baseExpect, test, type Dialog, type Locator, type Page } from './support/test';
import sharp from 'sharp';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { stamp } from './support/interaction';
import { toast } from './support/shop';

// The blog posts screen as the shop's admin: a post written in the rich-text editor, published
// and seen on /blog, unpublished and gone, deleted through the browser's confirm; and hostile
// markup pasted into the editor never running on the public page.

// Each step waits on a server action and a reload of the list: generous waits, for a server
// that may compile screens on first use on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });


const png = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

async function openAddDialog(page: Page) {
  await page.goto('/admin/blog-posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog Post' });
  // The first click may land before hydration: repeat until the dialog is open.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add Blog Post' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The editor mounts in the browser only.
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  return dialog;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function saveEdit(page: Page, title: string, change: (dialog: Locator) => Promise<void>) {
  await card(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog).toBeVisible();
  await change(dialog);
  await dialog.getByRole('button', { name: 'Update Blog Post' }).click();
  await expect(toast(page, 'Blog post updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('blog posts: write one in the editor, publish it onto /blog, unpublish it, delete it after the confirm', async ({ page }) => {
  const title = `Styling With Adire ${stamp()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const dialog = await openAddDialog(page);

  // Title, author and category are required; author starts as the signed-in admin's name.
  await dialog.getByLabel('Author').fill('');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Author is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await expect(dialog.getByRole('switch', { name: 'Featured' })).not.toBeChecked();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Author').fill('Tolu Adebayo');
  await dialog.getByLabel('Category').fill('Styling');
  await dialog.getByLabel('Excerpt').fill('Five ways to bring hand-dyed adire into a modern room.');

  // The editor: a heading from the toolbar, bold text by shortcut, a link from the toolbar.
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Start with one piece');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A cushion is enough. ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Indigo works everywhere.');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' See the shop');
  for (let i = 0; i < 'shop'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = dialog.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(dialog.getByText(/Enter a web address/)).toBeVisible();
  await address.fill('/shop');
  await address.press('Enter');
  await expect(address).toBeHidden();
  await expect(editor.getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop');
  // Back in the text (the link field has closed), the caret goes after the link, so the
  // picture below is added rather than put in place of the selected word.
  await editor.press('End');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');

  // A picture uploaded into the text through the media module.
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await dialog.getByLabel('Image description').fill('An indigo cushion on a linen sofa');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'cushion.png', mimeType: 'image/png', buffer: await png('#23395d') });
  await expect(editor.locator('img[alt="An indigo cushion on a linen sofa"]')).toHaveAttribute('src', /^\/media\/blog\/.+\.webp$/);

  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Blog post created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = card(page, title);
  await expect(created).toBeVisible();
  await expect(created.getByText('Draft', { exact: true })).toBeVisible();

  // A draft is not public.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Design Blog' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();

  // Publish and feature it: on /blog at once, with the editor's formatting.
  await page.goto('/admin/blog-posts');
  await saveEdit(page, title, async (edit) => {
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByRole('switch', { name: 'Featured' }).click();
  });
  await expect(card(page, title).getByText('Published', { exact: true })).toBeVisible();
  await expect(card(page, title).getByText('Featured', { exact: true })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Start with one piece' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Indigo works everywhere.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'shop', exact: true })).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('img', { name: 'An indigo cushion on a linen sofa' })).toBeVisible();

  // Unpublish: gone from /blog and its page.
  await page.goto('/admin/blog-posts');
  await saveEdit(page, title, async (edit) => {
    await edit.getByLabel('Status').selectOption('draft');
  });
  await page.goto('/blog');
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();

  // Delete: a dismissed confirm keeps it; an accepted one deletes it.
  await page.goto('/admin/blog-posts');
  const messages: string[] = [];
  page.once('dialog', (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await card(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await expect.poll(() => messages).toEqual(['Are you sure you want to delete this blog post?']);
  await expect(card(page, title)).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await card(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Blog post deleted successfully')).toBeVisible();
  await expect(card(page, title)).toBeHidden();
});

test('blog posts: hostile markup pasted into the editor does not run on the public page', async ({ page }) => {
  const title = `Pasted Content ${stamp()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').fill('Guides');
  await dialog.getByLabel('Status').selectOption('published');

  const hostile = [
    '<p>Safe words</p>',
    '<img src="x" onerror="window.__hacked = \'img\'">',
    '<a href="javascript:window.__hacked=\'link\'">click me</a>',
    '<script>window.__hacked = "script"</script>',
    '<svg><script>window.__hacked = "svg"</script></svg>',
    '<iframe src="javascript:parent.__hacked=\'iframe\'"></iframe>',
    '<p style="position:fixed;inset:0" onmouseover="window.__hacked=\'hover\'">Hover text</p>',
    '<noscript><p title="</noscript><img src=x onerror=window.__hacked=\'mxss\'>"></p></noscript>',
  ].join('');
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  // A real paste event carrying HTML, as when copying from another web page.
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Safe words');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, hostile);
  await expect(editor.getByText('Safe words')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Blog post created successfully')).toBeVisible();

  const alerts: string[] = [];
  const recordAlert = (alert: Dialog) => {
    alerts.push(alert.message());
    void alert.dismiss();
  };
  page.on('dialog', recordAlert);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Safe words')).toBeVisible();
  const article = page.locator('[data-slot="rich-content"]');
  await expect(article).toHaveCount(1);
  await expect(article.locator('script, svg, iframe, noscript, [onerror], [onmouseover], [style*="position"]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // What survives is inert: hovering the paragraph and clicking the link text do nothing.
  await page.getByText('Hover text').hover();
  await page.getByText('click me').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: string }).__hacked)).toBeUndefined();
  expect(alerts).toEqual([]);
  page.off('dialog', recordAlert);

  // Clean up: the post is not part of the shop's content.
  await page.goto('/admin/blog-posts');
  page.once('dialog', (confirm) => void confirm.accept());
  await card(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Blog post deleted successfully')).toBeVisible();
});

test('blog posts: the editor works from the keyboard alone', async ({ page }) => {
  const dialog = await openAddDialog(page);
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  await editor.click();
  await page.keyboard.type('Quiet rooms');

  // Alt+F10 jumps to the toolbar; arrows move inside it; Enter applies and returns to the text.
  await page.keyboard.press('Alt+F10');
  await expect(toolbar.getByRole('button', { name: 'Normal text' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.locator('h2', { hasText: 'Quiet rooms' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Alt+F10');
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Clear formatting' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(toolbar.getByRole('button', { name: 'Normal text' })).toBeFocused();

  // Mod+K opens the link field; Escape closes only the field, and the writing stays.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(dialog.getByLabel('Link address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Link address')).toBeHidden();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Leaving with unsaved writing asks first; accepting closes without saving.
  const questions: string[] = [];
  page.once('dialog', (confirm) => {
    questions.push(confirm.message());
    void confirm.accept();
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(questions).toEqual(['Discard the changes you made to this post?']);
});
