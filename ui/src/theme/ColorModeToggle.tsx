// The light/dark switch in the navbar.
import { useColorMode } from "../runtime/colorMode";
import { ui_colorMode_toDark, ui_colorMode_toLight } from "../i18n/theme";

export function ColorModeToggle() {
  const [mode, toggle] = useColorMode();
  const label = mode === "dark" ? ui_colorMode_toLight : ui_colorMode_toDark;
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} aria-label={label} title={label}>
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
