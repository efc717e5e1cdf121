import { Box, Button, HStack, Stack, Text } from '@sello/shared-ui';
import { FormField, Input } from '@sello/shared-ui/widgets';
import { RequiredMark } from './required-choice';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** HTML to start from; the editor is not controlled after that (remount with a `key` to reset it). */
  initialHtml: string;
  onChange: (html: string, isEmpty: boolean) => void;
  errorText?: string | null;
  helperText?: string;
  /** Pixels; the spec's news editor is 500 high. */
  height?: number;
  /** Marked as FormField marks it: a red '*' (hidden from screen readers) and aria-required. */
  required?: boolean;
}

interface ToolButton {
  label: string;
  /** A character drawn by CSS; `icon` instead where no common font has one. */
  text?: string;
  icon?: ReactNode;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const BUTTONS: ToolButton[] = [
  { label: 'Negrita', text: 'N', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Cursiva', text: 'K', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Subrayado', text: 'S', isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Subtítulo', text: 'H2', isActive: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Subtítulo menor', text: 'H3', isActive: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Lista con viñetas', text: '•', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Lista numerada', text: '1.', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Cita', text: '“”', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Deshacer', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Rehacer', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

// A chain link drawn in the text colour: the emoji 🔗 was a blank button on systems without an emoji font.
const LINK_ICON = (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

/** Only web and mail links: a `javascript:` href must never reach the page (the server sanitises too). */
function normaliseHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * TipTap with our own toolbar: a WAI-ARIA toolbar (one Tab stop, arrow keys move between its
 * buttons), Spanish names, pressed state announced, and a link form instead of a prompt.
 */
export function RichTextEditor({ id, label, initialHtml, onChange, errorText, helperText, height = 500, required = false }: RichTextEditorProps) {
  const labelId = useId();
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linkRefusals, setLinkRefusals] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  // The form opens because the person asked for it: take them to its field, once. (A callback ref
  // focused it on every render, and the editor renders on each of its transactions: Tab or Shift+Tab
  // out of the form came straight back to the field, a keyboard trap.)
  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);
  const describedBy = errorText ? `${id}-error` : helperText ? `${id}-hint` : undefined;

  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(errorText ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    class: 'sello-rich-text',
  };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: initialHtml,
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML(), current.isEmpty),
  });
  // The error and hint change after the editor exists: update its element's attributes in place
  // (recreating the editor would lose what was typed).
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const items: ToolButton[] = [...BUTTONS.slice(0, 8), { label: 'Enlace', icon: LINK_ICON, isActive: (e: Editor) => e.isActive('link'), run: () => openLink() }, ...BUTTONS.slice(8)];

  function openLink() {
    setLinkValue(editor?.getAttributes('link').href ?? '');
    setLinkError(null);
    setLinkOpen(true);
  }

  const applyLink = () => {
    if (!editor) return;
    if (!linkValue.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const href = normaliseHref(linkValue);
    if (!href) {
      setLinkError('Ingresa una dirección web válida (https://…) o de correo (mailto:…).');
      setLinkRefusals((count) => count + 1);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next = focusIndex;
    if (event.key in moves) next = (focusIndex + (moves[event.key] ?? 0) + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <Stack gap="2">
      <Text as="span" id={labelId} fontWeight="medium">
        {label}
        {required ? <RequiredMark /> : null}
      </Text>
      {helperText ? <Text id={`${id}-hint`} color="fg.muted" textStyle="sm">{helperText}</Text> : null}
      <Box borderWidth="1px" borderColor={errorText ? 'fg.error' : 'border'} borderRadius="md">
        <HStack
          ref={toolbarRef}
          role="toolbar"
          aria-label={`Formato de ${label.toLowerCase()}`}
          aria-controls={id}
          gap="1"
          p="2"
          flexWrap="wrap"
          borderBottomWidth="1px"
          borderColor="border"
          onKeyDown={onToolbarKey}
          css={{ '& .sello-glyph::before': { content: 'attr(data-glyph)' } }}
        >
          {items.map((item, index) => {
            const pressed = editor && item.isActive ? item.isActive(editor) : undefined;
            return (
              <Button
                key={item.label}
                type="button"
                size="sm"
                minW="10"
                variant={pressed ? 'solid' : 'outline'}
                aria-label={item.label}
                aria-pressed={pressed}
                tabIndex={index === focusIndex ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                onClick={() => editor && item.run(editor)}
                disabled={!editor}
              >
                {/* The glyph is drawn by CSS: visible text would have to be part of the Spanish name (WCAG 2.5.3). */}
                {item.icon ?? <span aria-hidden="true" data-glyph={item.text} className="sello-glyph" />}
              </Button>
            );
          })}
        </HStack>
        {linkOpen ? (
          <HStack role="group" aria-label="Enlace" gap="2" p="2" alignItems="flex-end" flexWrap="wrap" borderBottomWidth="1px" borderColor="border">
            <Box flex="1" minW="12rem">
              <FormField id={`${id}-link`} label="Dirección del enlace" errorText={linkError} helperText="Déjala vacía para quitar el enlace.">
                <Input
                  value={linkValue}
                  ref={linkInputRef}
                  onChange={(event) => setLinkValue(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      applyLink();
                    } else if (event.key === 'Escape') {
                      event.preventDefault();
                      setLinkOpen(false);
                      editor?.commands.focus();
                    }
                  }}
                />
              </FormField>
            </Box>
            <Button type="button" size="sm" onClick={applyLink}>Aplicar enlace</Button>
            <Button type="button" size="sm" variant="outline" onClick={() => { setLinkOpen(false); editor?.commands.focus(); }}>Cancelar enlace</Button>
            {/* The field's error is drawn with its text, which screen readers do not announce, and there is
                no summary here: this region, there from the form's opening, says it. A second refusal of the
                same address changes it too (a no-break space every other time), so it is said again. */}
            <Box role="status" srOnly>{linkError ? `${linkError}${linkRefusals % 2 === 0 ? '\u00a0' : ''}` : ''}</Box>
          </HStack>
        ) : null}
        <Box
          h={`${height}px`}
          overflowY="auto"
          p="3"
          css={{
            '& .sello-rich-text': { minHeight: '100%', outline: 'none' },
            '& .sello-rich-text:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
            '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
            '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
            '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBlock: '2' },
            '& h3': { fontSize: 'lg', fontWeight: 'bold', marginBlock: '2' },
            '& p': { marginBlock: '2' },
            '& a': { textDecoration: 'underline' },
            '& blockquote': { borderInlineStartWidth: '4px', paddingInlineStart: '3' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {errorText ? <Text id={`${id}-error`} color="fg.error" fontWeight="medium" textStyle="sm">{errorText}</Text> : null}
    </Stack>
  );
}
