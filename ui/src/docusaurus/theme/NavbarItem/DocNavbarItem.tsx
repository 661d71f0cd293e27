// `@theme/NavbarItem/DocNavbarItem`: a `type: 'doc'` item, a link to the doc
// `docId` (its id for a label by default) in the reader's version, current on
// every doc of its sidebar. None when the build found no such doc.
import { ConfigLink, navbarLink, type ConfigLinkProps } from "../../../theme/navbarTargets";

export default function DocNavbarItem({ docId, docsPluginId, label, ...props }: Omit<ConfigLinkProps, "link"> & { docId: string; docsPluginId?: string }) {
  const link = navbarLink("doc", docsPluginId, docId);
  return link ? <ConfigLink {...props} link={link} label={label ?? docId} /> : null;
}
