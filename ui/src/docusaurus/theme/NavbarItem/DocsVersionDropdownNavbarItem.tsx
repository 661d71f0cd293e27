// `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: a `type:
// 'docsVersionDropdown'` item, the theme's version dropdown of the docs
// instance `docsPluginId` (none for an instance without versions).
import { site } from "../../../generated/site";
import { instanceOf, versionsOf } from "../../../runtime/docsVersions";
import { DocsVersionDropdown } from "../../../theme/DocsVersionDropdown";

export default function DocsVersionDropdownNavbarItem({ docsPluginId, mobile = false }: { docsPluginId?: string; mobile?: boolean }) {
  if (!__DOCS_VERSIONED__) return null;
  const plugin = instanceOf(docsPluginId) ?? null;
  const dropdown = (site.version_dropdowns ?? []).find((d) => (d.plugin ?? null) === plugin) ?? { at: 0, plugin };
  if (versionsOf(dropdown.plugin).length === 0) return null;
  const drawn = <DocsVersionDropdown dropdown={dropdown} />;
  return mobile ? <li className="menu__list-item">{drawn}</li> : drawn;
}
