import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export interface HtmlEditorProps {
  /** The HTML; '' when empty. */
  value: string;
  /** The new HTML after each change: '' when the editor is emptied. */
  onChange(html: string): void;
  onBlur?(): void;
  label?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The editing area's minimum height in px. */
  minHeight?: number;
  /** react-hook-form focuses a field with an error through this. */
  ref?: Ref<{ focus(): void }>;
}

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** What a typed address becomes: 'example.com' → 'https://example.com'; null when it is not a web, mail or phone link. */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const address = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return /^(https?:\/\/[^\s/]+|mailto:\S+@\S+|tel:\+?[\d\s().-]+)/i.test(address) && !/\s/.test(address)
    ? address
    : null;
}

/**
 * An HTML editor for warranty, description and policy texts (TipTap): bold, italic, underline, bulleted and
 * numbered lists, links, undo and redo. The value goes in and comes out as an HTML string, sanitised on the
 * way in. Heavy: use LazyHtmlEditor, which loads it only when a form shows it.
 */
export default function HtmlEditor({
  value,
  onChange,
  onBlur,
  label,
  disabled = false,
  error = false,
  helperText,
  minHeight = 120,
  ref,
}: HtmlEditorProps) {
  const labelId = useId();
  const helperId = useId();
  // The editor keeps the callbacks it was made with; these always call the latest.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        // No empty paragraph appended after a list: the stored HTML is what was typed.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: sanitizeHtml(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : {}),
        ...(helperText ? { 'aria-describedby': helperId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => callbacks.current.onChange(htmlOf(changed)),
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // A value set from outside (a form reset, a record loaded) replaces the content without an onChange.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    // Without emitting an update: switching editing off changes no content.
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  return (
    <Box>
      {label && (
        <FormLabel id={labelId} error={error} disabled={disabled} sx={{ display: 'block', mb: 0.5 }}>
          {label}
        </FormLabel>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
          '& .tiptap': { minHeight, px: 1.5, py: 1, outline: 'none' },
          '& .tiptap p': { my: 0.5 },
          '& .tiptap ul, & .tiptap ol': { my: 0.5, pl: 3 },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={disabled} label={label} />}
        <EditorContent editor={editor} />
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

function Toolbar({ editor, disabled, label }: { editor: Editor; disabled: boolean; label?: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const linkButton = useRef<HTMLButtonElement>(null);
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  const button = (
    name: string,
    icon: ReactNode,
    run: () => void,
    options: { pressed?: boolean; enabled?: boolean } = {},
  ) => (
    <Tooltip title={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={options.pressed}
          color={options.pressed ? 'primary' : 'default'}
          disabled={disabled || options.enabled === false}
          // Keeps the editor's selection: the command applies to what was selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={label ? `${label} formatting` : 'Formatting'}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {button('Bold', <FormatBoldIcon fontSize="small" />, () => chain().toggleBold().run(), {
        pressed: state.bold,
      })}
      {button('Italic', <FormatItalicIcon fontSize="small" />, () => chain().toggleItalic().run(), {
        pressed: state.italic,
      })}
      {button('Underline', <FormatUnderlinedIcon fontSize="small" />, () => chain().toggleUnderline().run(), {
        pressed: state.underline,
      })}
      <Divider orientation="vertical" flexItem />
      {button(
        'Bulleted list',
        <FormatListBulletedIcon fontSize="small" />,
        () => chain().toggleBulletList().run(),
        {
          pressed: state.bulletList,
        },
      )}
      {button(
        'Numbered list',
        <FormatListNumberedIcon fontSize="small" />,
        () => chain().toggleOrderedList().run(),
        {
          pressed: state.orderedList,
        },
      )}
      <Divider orientation="vertical" flexItem />
      <span ref={linkButton}>
        {button('Link', <InsertLinkIcon fontSize="small" />, () => setLinking(true), { pressed: state.link })}
      </span>
      <Divider orientation="vertical" flexItem />
      {button('Undo', <UndoIcon fontSize="small" />, () => chain().undo().run(), { enabled: state.canUndo })}
      {button('Redo', <RedoIcon fontSize="small" />, () => chain().redo().run(), { enabled: state.canRedo })}
      {linking && (
        <LinkPopover
          anchor={linkButton.current}
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinking(false)}
          onApply={(href) => {
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              chain().extendMarkRange('link').setLink({ href }).run();
            }
            setLinking(false);
          }}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
        />
      )}
    </Stack>
  );
}

function LinkPopover({
  anchor,
  current,
  onClose,
  onApply,
  onRemove,
}: {
  anchor: HTMLElement | null;
  current: string;
  onClose(): void;
  onApply(href: string): void;
  onRemove(): void;
}) {
  const [typed, setTyped] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The popover is portalled, but React events still bubble to a form the editor sits in.
    event.stopPropagation();
    const href = linkAddress(typed);
    if (href) onApply(href);
    else setInvalid(true);
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, width: 320 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Link address"
          placeholder="https://"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? 'Enter a web address, mailto: or tel: link.' : undefined}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          {current && (
            <Button color="error" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
