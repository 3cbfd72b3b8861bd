import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Field } from "~/components/forms/field";
import { type ErrorsFor, WithChichewa } from "~/components/forms/record-fields";
import type { FieldLimits, FormLimits } from "~/platform/records/record-type";

/** What the editor's buttons do: the browser's own editing commands, so the editor costs a few KB. */
const COMMANDS = [
  { command: "bold", label: "Bold", text: "B", className: "rte-bold" },
  { command: "italic", label: "Italic", text: "I", className: "rte-italic" },
  { command: "formatBlock", value: "h3", label: "Heading", text: "H", className: "rte-heading" },
  { command: "insertUnorderedList", label: "Bulleted list", text: "• List", className: "" },
  { command: "insertOrderedList", label: "Numbered list", text: "1. List", className: "" },
] as const;

export const LINK_ADDRESS_MESSAGE = "Enter a web address starting with https:// or an email address";

/** A typed link as the editor stores it: web addresses and email addresses only (the server allows nothing else). */
function toLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (/^https?:\/\/[^\s<>"]+\.[^\s<>"]+$/i.test(text)) return text;
  if (/^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/i.test(text)) return text;
  if (/^[^\s@<>"/:]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(text)) return `mailto:${text}`;
  if (/^www\.[^\s<>"]+\.[^\s<>"]+$/i.test(text)) return `https://${text}`;
  return null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A small rich-text editor for staff (a job description): a contenteditable area with Bold,
 * Italic, Heading, list and Link buttons, writing its HTML into a hidden field of `name`. The
 * server sanitises whatever arrives, so the editor only needs to be convenient. Without
 * JavaScript the same field is a plain textarea of HTML. A link's address is typed into a
 * small field beside the buttons (no pop-up prompt). The form's reset empties it.
 */
export function RichTextField(props: {
  name: string;
  label: string;
  limits: FormLimits;
  errorsFor: ErrorsFor;
  defaultValue?: string | null | undefined;
  hint?: string;
}) {
  // A translated field's Chichewa version gets an editor of its own beside it.
  return (
    <WithChichewa
      name={props.name}
      label={props.label}
      chichewa={(control) => (
        <RichTextEditor {...props} name={control.name} label={control.label} defaultValue={control.defaultValue} hint={control.hint} lang="ny" className="chichewa-version" />
      )}
    >
      <RichTextEditor {...props} />
    </WithChichewa>
  );
}

function RichTextEditor({
  name,
  label,
  limits,
  errorsFor,
  defaultValue,
  hint,
  lang,
  className = "form-field-wide",
}: {
  name: string;
  label: string;
  limits: FormLimits;
  errorsFor: ErrorsFor;
  defaultValue?: string | null | undefined;
  hint?: string | undefined;
  /** The language of the text typed (a Chichewa version's `ny`), for spelling and screen readers. */
  lang?: string;
  className?: string;
}) {
  const limit: FieldLimits = limits[name] ?? { required: false };
  const initial = defaultValue ?? "";
  const [hydrated, setHydrated] = useState(false);
  const [html, setHtml] = useState(initial);
  const [link, setLink] = useState<{ open: boolean; value: string; error: string | null }>({ open: false, value: "", error: null });
  const editorRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const savedRange = useRef<Range | null>(null);

  useEffect(() => setHydrated(true), []);

  // The editable area is filled once, not on every render, so typing keeps the caret.
  useEffect(() => {
    const editor = editorRef.current;
    if (!hydrated || !editor) return;
    editor.innerHTML = initial;
    const form = editor.closest("form");
    const onReset = () => {
      editor.innerHTML = initial;
      setHtml(initial);
      setLink({ open: false, value: "", error: null });
    };
    form?.addEventListener("reset", onReset);
    return () => form?.removeEventListener("reset", onReset);
  }, [hydrated, initial]);

  useEffect(() => {
    if (link.open) linkInputRef.current?.focus();
  }, [link.open]);

  const sync = () => setHtml(editorRef.current?.innerHTML ?? "");

  const run = (command: string, value?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };

  const openLink = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current = range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    setLink({ open: true, value: "", error: null });
  };

  const addLink = () => {
    const href = toLinkHref(link.value);
    if (!href) {
      setLink((current) => ({ ...current, error: LINK_ADDRESS_MESSAGE }));
      return;
    }
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = window.getSelection();
    const range = savedRange.current;
    if (selection && range) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (!range || range.collapsed) {
      // Nothing selected: the address itself becomes the link's text.
      const text = href.replace(/^mailto:/i, "");
      document.execCommand("insertHTML", false, `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`);
    } else {
      document.execCommand("createLink", false, href);
    }
    sync();
    setLink({ open: false, value: "", error: null });
  };

  const closeLink = () => {
    setLink({ open: false, value: "", error: null });
    editorRef.current?.focus();
  };

  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here adds the link; it must not submit the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      addLink();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeLink();
    }
  };

  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)} hint={hint} className={className}>
      {(control) =>
        hydrated ? (
          <div className="rte">
            <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
              {COMMANDS.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  className={`rte-button ${item.className}`.trim()}
                  aria-label={item.label}
                  title={item.label}
                  // Keep the text selection in the editor while the button is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(item.command, "value" in item ? item.value : undefined)}
                >
                  {item.text}
                </button>
              ))}
              <button type="button" className="rte-button" aria-label="Link" title="Link" aria-expanded={link.open} onMouseDown={(event) => event.preventDefault()} onClick={openLink}>
                Link
              </button>
            </div>
            {link.open ? (
              <div className="rte-link" role="group" aria-label="Add a link">
                <label className="rte-link-label">
                  Link address
                  <input
                    ref={linkInputRef}
                    type="text"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://… or name@example.com"
                    value={link.value}
                    aria-invalid={link.error ? true : undefined}
                    onChange={(event) => setLink({ open: true, value: event.currentTarget.value, error: null })}
                    onKeyDown={onLinkKey}
                  />
                </label>
                <button type="button" className="btn btn-primary" onClick={addLink}>
                  Add link
                </button>
                <button type="button" className="btn btn-ghost" onClick={closeLink}>
                  Cancel
                </button>
                {link.error ? (
                  <p className="rte-link-error" role="alert">
                    {link.error}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div
              ref={editorRef}
              id={control.id}
              className="rte-area"
              contentEditable
              suppressContentEditableWarning
              lang={lang}
              role="textbox"
              aria-multiline="true"
              aria-label={label}
              aria-invalid={control["aria-invalid"]}
              aria-describedby={control["aria-describedby"]}
              onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
              onInput={sync}
              onBlur={sync}
            />
            <input type="hidden" name={name} value={html} />
          </div>
        ) : (
          <textarea {...control} name={name} lang={lang} rows={10} required={limit.required} maxLength={limit.maxLength} defaultValue={initial} />
        )
      }
    </Field>
  );
}
