// Its own module so that the search dialog (loaded on first use) and the
// navbar button can share it without importing each other.
/** The magnifier of the button and the dialog. */
export function SearchIcon(props: { size: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={props.size} height={props.size} aria-hidden="true" className={props.className}>
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
