/** The download arrow of "Export": the same on the real button and its stand-in. */
export function ExportIcon() {
  return (
    <svg
      className="dt-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" />
    </svg>
  );
}
