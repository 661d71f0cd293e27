// The one date formatter of the theme.
import { ui_date } from "./theme";

/** `2024-08-26` (or a time starting with the day, already the site's time: no clock is read) as the site's language writes it. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return ui_date(year!, month!, day!);
}
