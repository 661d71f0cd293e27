// `@theme/NavbarItem/DocSidebarNavbarItem`: a `type: 'docSidebar'` item, a
// link to the first doc of the sidebar `sidebarId`, current on its every doc.
import { ConfigLink, navbarLink, type ConfigLinkProps } from "../../../theme/navbarTargets";

export default function DocSidebarNavbarItem({ sidebarId, docsPluginId, ...props }: Omit<ConfigLinkProps, "link"> & { sidebarId: string; docsPluginId?: string }) {
  const link = navbarLink("sidebar", docsPluginId, sidebarId);
  return link ? <ConfigLink {...props} link={link} /> : null;
}
