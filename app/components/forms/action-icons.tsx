/** One back-office action icon: a line drawing in the text's colour; decorative, the buttons carry the words. */
function ActionIcon({ d }: { d: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

export function PencilIcon() {
  return <ActionIcon d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />;
}

export function TrashIcon() {
  return <ActionIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
}
