// `@theme/NavbarItem/DocsVersionNavbarItem`: a `type: 'docsVersion'` item, a
// link to the main doc of the reader's version (or the item's own `to`),
// labelled with the latest version's label unless it has its own.
import { instanceOf, versionsOf } from "../../../runtime/docsVersions";
import { ConfigLink, navbarLink, type ConfigLinkProps } from "../../../theme/navbarTargets";
import DefaultNavbarItem from "./DefaultNavbarItem";

export default function DocsVersionNavbarItem({ docsPluginId, label, to, ...props }: Omit<ConfigLinkProps, "link"> & { docsPluginId?: string; to?: string }) {
  const latest = __DOCS_VERSIONED__ ? versionsOf(instanceOf(docsPluginId)).find((version) => version.is_last)?.label : undefined;
  if (to) return <DefaultNavbarItem {...props} label={label ?? latest} to={to} />;
  const link = navbarLink("version", docsPluginId, "");
  return link ? <ConfigLink {...props} link={link} label={label ?? latest ?? link.label} /> : null;
}
