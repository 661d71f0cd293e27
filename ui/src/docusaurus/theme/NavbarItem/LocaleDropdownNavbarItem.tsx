// `@theme/NavbarItem/LocaleDropdownNavbarItem`: a `type: 'localeDropdown'`
// item, the theme's locale dropdown (with the config's extra links).
import { LocaleDropdown } from "../../../theme/LocaleDropdown";

export default function LocaleDropdownNavbarItem({ mobile = false }: { mobile?: boolean }) {
  if (!__SITE_TRANSLATED__) return null;
  return mobile ? (
    <li className="menu__list-item">
      <LocaleDropdown />
    </li>
  ) : (
    <LocaleDropdown />
  );
}
