'use client';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  RemoveFormatting,
  Strikethrough,
  Underline,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { prose } from '@/components/prose';
import type { UploadedFile } from '@/lib/upload-client';
import type { UploadFolder } from '@/lib/upload-rules';
import { safeImageSrc, safeLinkHref } from '@/lib/safe-url';
import { EditorToolbar, type ToolbarItem } from './toolbar';
import { LinkPanel } from './link-panel';
import { ImagePanel } from './image-panel';

// The back office's rich-text editor for blog posts and CMS pages: the product's toolbar
// (headers 1–3 or normal; bold, italic, underline, strike; lists; alignment; link; image;
// clean formatting) on Tiptap, producing only markup the server's sanitizer keeps.
// Keyboard: Tab reaches the toolbar (arrows move inside it), Alt+F10 jumps from the text to
// the toolbar, Mod+K opens the link field, and Tiptap's own shortcuts work in the text.

type Panel = 'link' | 'image' | null;
type Alignment = 'left' | 'center' | 'right' | 'justify';

const ALIGNMENTS: { value: Alignment; label: string; icon: ToolbarItem['icon']; shortcut: string }[] = [
  { value: 'left', label: 'Align left', icon: AlignLeft, shortcut: 'Control+Shift+L' },
  { value: 'center', label: 'Align center', icon: AlignCenter, shortcut: 'Control+Shift+E' },
  { value: 'right', label: 'Align right', icon: AlignRight, shortcut: 'Control+Shift+R' },
  { value: 'justify', label: 'Justify', icon: AlignJustify, shortcut: 'Control+Shift+J' },
];

const HEADINGS = [
  { level: 1, icon: Heading1 },
  { level: 2, icon: Heading2 },
  { level: 3, icon: Heading3 },
] as const;

function extensions() {
  return [
    StarterKit.configure({
      // Only what the toolbar offers: pasted code, quotes and rules become paragraphs.
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => safeLinkHref(url) !== null,
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ALIGNMENTS.map(({ value }) => value) }),
    Image.configure({ allowBase64: false }),
  ];
}

/** The editor's HTML, '' when there is no text or picture at all. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({
  id,
  value,
  onChange,
  folder,
  labelledBy,
  describedBy,
  invalid,
  onUploaded,
  ref,
}: {
  /** Lets a form focus the text, as it does a field with an error (react-hook-form's field.ref). */
  ref?: React.Ref<{ focus: () => void }>;
  /** The id of the editable area (its label points here). */
  id: string;
  /** The initial HTML; later changes come from the editor itself. */
  value: string;
  onChange: (html: string) => void;
  /** Where pictures put into the text are stored. */
  folder: UploadFolder;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Told of each picture uploaded into the text, so an unsaved form can remove it. */
  onUploaded?: (uploaded: UploadedFile) => void;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const toolbarId = `${id}-toolbar`;
  const root = useRef<HTMLDivElement>(null);

  // Escape inside the editor closes its link or image field, or does nothing in the text;
  // it never reaches the dialog around the editor, which would close and lose the writing.
  // Radix dialogs listen on the document in the capture phase, so only a window listener
  // in that phase comes first; a handled Escape is marked with preventDefault, which Radix
  // respects.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      if (!root.current.querySelector('[data-editor-panel]')?.contains(event.target as Node)) return;
      setPanel(null);
      root.current.querySelector<HTMLElement>('[contenteditable]')?.focus();
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  const editor = useEditor({
    extensions: extensions(),
    content: value,
    // The page is rendered on the server first; the editor mounts in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(prose, 'min-h-[200px] px-4 py-3 text-base focus:outline-none'),
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === 'F10') {
          document.getElementById(toolbarId)?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          setPanel('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: updated }) => onChange(htmlOf(updated)),
  });

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current?.isActive('paragraph') ?? false,
      heading: HEADINGS.map(({ level }) => current?.isActive('heading', { level }) ?? false),
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      alignment: ALIGNMENTS.find(({ value: alignment }) => current?.isActive({ textAlign: alignment }))?.value ?? 'left',
      link: current?.isActive('link') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const chain = () => editor!.chain().focus();
  const groups: ToolbarItem[][] = [
    [
      { label: 'Normal text', icon: Pilcrow, shortcut: 'Control+Alt+0', pressed: state?.paragraph, onSelect: () => chain().setParagraph().run() },
      ...HEADINGS.map(({ level, icon }, index) => ({
        label: `Heading ${level}`,
        icon,
        shortcut: `Control+Alt+${level}`,
        pressed: state?.heading[index],
        onSelect: () => chain().toggleHeading({ level }).run(),
      })),
    ],
    [
      { label: 'Bold', icon: Bold, shortcut: 'Control+B', pressed: state?.bold, onSelect: () => chain().toggleBold().run() },
      { label: 'Italic', icon: Italic, shortcut: 'Control+I', pressed: state?.italic, onSelect: () => chain().toggleItalic().run() },
      { label: 'Underline', icon: Underline, shortcut: 'Control+U', pressed: state?.underline, onSelect: () => chain().toggleUnderline().run() },
      { label: 'Strikethrough', icon: Strikethrough, shortcut: 'Control+Shift+S', pressed: state?.strike, onSelect: () => chain().toggleStrike().run() },
    ],
    [
      { label: 'Numbered list', icon: ListOrdered, shortcut: 'Control+Shift+7', pressed: state?.orderedList, onSelect: () => chain().toggleOrderedList().run() },
      { label: 'Bulleted list', icon: List, shortcut: 'Control+Shift+8', pressed: state?.bulletList, onSelect: () => chain().toggleBulletList().run() },
    ],
    ALIGNMENTS.map(({ value: alignment, label, icon, shortcut }) => ({
      label,
      icon,
      shortcut,
      pressed: state?.alignment === alignment,
      onSelect: () => chain().setTextAlign(alignment).run(),
    })),
    [
      { label: 'Link', icon: Link2, shortcut: 'Control+K', pressed: state?.link, onSelect: () => setPanel('link') },
      { label: 'Image', icon: ImagePlus, onSelect: () => setPanel('image') },
      {
        label: 'Clear formatting',
        icon: RemoveFormatting,
        onSelect: () => chain().unsetAllMarks().clearNodes().unsetTextAlign().run(),
      },
    ],
  ].map((group) => group.map((item) => ({ ...item, disabled: !editor })));

  function closePanel() {
    setPanel(null);
    editor?.commands.focus();
  }

  return (
    <div
      ref={root}
      className={cn(
        'rounded-md border border-input bg-background transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        invalid && 'border-destructive',
      )}
    >
      {/* Sticky: the toolbar stays in reach while a long text scrolls the dialog. */}
      <div id={toolbarId} className="sticky top-0 z-10 overflow-hidden rounded-t-md">
        <EditorToolbar label="Formatting" controls={id} groups={groups} />
      </div>
      {editor && panel === 'link' ? (
        <LinkPanel
          initialHref={state?.href ?? ''}
          onClose={closePanel}
          onApply={(href) => {
            // With nothing selected (and no link under the cursor) the address itself becomes the link's text.
            if (editor.state.selection.empty && !state?.link) {
              chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link').run();
            } else {
              chain().extendMarkRange('link').setLink({ href }).run();
            }
            setPanel(null);
          }}
          onRemove={
            state?.link
              ? () => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setPanel(null);
                }
              : null
          }
        />
      ) : null}
      {editor && panel === 'image' ? (
        <ImagePanel
          folder={folder}
          onClose={closePanel}
          onInsert={(uploaded, alt) => {
            const src = safeImageSrc(uploaded.url);
            if (src) chain().setImage({ src, alt }).run();
            onUploaded?.(uploaded);
            setPanel(null);
          }}
        />
      ) : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Until the editor mounts in the browser: the same box, so nothing jumps.
        <div aria-hidden="true" className="min-h-[200px] px-4 py-3 text-sm text-muted-foreground">
          Loading editor…
        </div>
      )}
    </div>
  );
}
