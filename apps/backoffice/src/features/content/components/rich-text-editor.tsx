import { ActionIcon, Button, Group, Input, Paper, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { getNonce } from 'get-nonce';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

/** What an empty editor holds: stored as no text at all. */
const EMPTY = '<p></p>';

/**
 * Only what the server's allow-list keeps (CMS_HTML, decision 0138): headings 2 and 3, paragraphs,
 * lists, quotes, bold, italic, underline and links. StarterKit's strike, code and code blocks would
 * write tags the server drops, so they are off.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['https', 'http', 'mailto'],
      defaultProtocol: 'https',
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
];

interface RichTextEditorProps {
  label: string;
  description?: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  required?: boolean;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/**
 * A rich-text field (Tiptap, the editor @mantine/tiptap wraps) with a toolbar of what the allow-list
 * keeps. Its HTML goes to the server, which cleans it again before it stores it.
 */
export function RichTextEditor({ label, description, value, onChange, error, required }: RichTextEditorProps) {
  const { t } = useTranslation('content');
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    // Tiptap writes ProseMirror's base styles into a <style> element: with the page's nonce, which
    // the Content Security Policy asks of every style element (main.tsx gives it to get-nonce).
    injectNonce: getNonce(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: classes.content ?? '',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });

  // A value from outside (the server's cleaned text after a save, another page): the editor shows it.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.getHTML();
    if (value !== shown && !(value === '' && shown === EMPTY)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} description={description} error={error} required={required}>
      <Paper withBorder className={classes.editor} data-invalid={error ? true : undefined} mt={4}>
        {editor && <Toolbar editor={editor} label={t('editor.toolbar', { field: label })} />}
        <EditorContent editor={editor} />
      </Paper>
    </Input.Wrapper>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('content');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: Mark | 'h2' | 'h3', text: string, run: () => void) => (
    <Tooltip label={t(`editor.${name}`)} key={name}>
      <ActionIcon
        variant={state[name] ? 'filled' : 'default'}
        aria-label={t(`editor.${name}`)}
        aria-pressed={state[name]}
        onClick={run}
        size="md"
      >
        <span aria-hidden className={classes.glyph}>
          {text}
        </span>
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group gap={4} p={6} className={classes.toolbar} role="toolbar" aria-label={label}>
      {button('bold', 'B', () => chain().toggleBold().run())}
      {button('italic', 'I', () => chain().toggleItalic().run())}
      {button('underline', 'U', () => chain().toggleUnderline().run())}
      {button('h2', 'H2', () => chain().toggleHeading({ level: 2 }).run())}
      {button('h3', 'H3', () => chain().toggleHeading({ level: 3 }).run())}
      {button('bulletList', '•', () => chain().toggleBulletList().run())}
      {button('orderedList', '1.', () => chain().toggleOrderedList().run())}
      {button('blockquote', '❝', () => chain().toggleBlockquote().run())}
      <LinkButton editor={editor} active={state.link} />
      <ActionIcon variant="default" aria-label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <span aria-hidden>↶</span>
      </ActionIcon>
      <ActionIcon variant="default" aria-label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <span aria-hidden>↷</span>
      </ActionIcon>
    </Group>
  );
}

/** A link on the selected text: https, http or mailto, as the allow-list keeps them. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('content');
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);
  const open = () => {
    setHref(editor.getAttributes('link').href ?? '');
    setInvalid(false);
    setOpened(true);
  };
  const apply = () => {
    const typed = href.trim();
    if (typed === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpened(false);
      return;
    }
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(typed)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: typed }).run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow>
      <Popover.Target>
        <ActionIcon
          variant={active ? 'filled' : 'default'}
          w="auto"
          px={6}
          aria-label={t('editor.link')}
          aria-pressed={active}
          onClick={open}
        >
          <span aria-hidden className={classes.glyph}>
            URL
          </span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label={t('editor.linkAddress')}
            placeholder="https://"
            value={href}
            error={invalid ? t('editor.linkInvalid') : undefined}
            onChange={(event) => setHref(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('editor.cancel')}
            </Button>
            <Button size="xs" onClick={apply}>
              {t('editor.applyLink')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
