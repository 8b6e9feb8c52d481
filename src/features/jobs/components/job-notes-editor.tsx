import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { notesForForm, sanitizeNotesHtml } from '../model/job-notes';

export interface JobNotesEditorProps {
  /** The notes as HTML. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Put the caret in the notes once the editor is ready. */
  autoFocus?: boolean;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';

const tools: { mark: Mark; label: string; Icon: typeof FormatBold; run: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'Bold', Icon: FormatBold, run: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'Italic', Icon: FormatItalic, run: (editor) => editor.chain().focus().toggleItalic().run() },
  { mark: 'underline', label: 'Underline', Icon: FormatUnderlined, run: (editor) => editor.chain().focus().toggleUnderline().run() },
  { mark: 'bulletList', label: 'Bulleted list', Icon: FormatListBulleted, run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', label: 'Numbered list', Icon: FormatListNumbered, run: (editor) => editor.chain().focus().toggleOrderedList().run() },
];

/**
 * The internal notes' rich-text editor (tiptap). This module and tiptap are their own chunk, loaded
 * when the notes open. Changes reach react-hook-form from `onUpdate` in a microtask, never while
 * React renders.
 */
export function JobNotesEditor({ value, onChange, label, autoFocus = false }: JobNotesEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false })],
    content: sanitizeNotesHtml(value),
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'job-notes-editor' },
    },
    onUpdate: ({ editor: current }) => {
      const html = notesForForm(current.getHTML());
      queueMicrotask(() => onChange(html));
    },
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<Mark, boolean> => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  // A reset of the form (after a save or a reload) brings other notes: show them.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (notesForForm(editor.getHTML()) !== value) editor.commands.setContent(sanitizeNotesHtml(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main', outline: '1px solid', outlineColor: 'primary.main' } }}>
      <ToggleButtonGroup size="small" aria-label={`${label} formatting`} sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', width: '100%', borderRadius: 0 }}>
        {tools.map(({ mark, label: toolLabel, Icon, run }) => (
          <ToggleButton
            key={mark}
            value={mark}
            aria-label={toolLabel}
            selected={active?.[mark] ?? false}
            disabled={!editor}
            onClick={() => editor && run(editor)}
            sx={{ border: 0 }}
          >
            <Icon fontSize="small" />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          px: 1.5,
          '& .job-notes-editor': { minHeight: 140, py: 1, outline: 'none' },
          '& .job-notes-editor p': { my: 0.5 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
