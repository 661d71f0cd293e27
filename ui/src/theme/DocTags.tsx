// The tags row at the end of a doc that has tags. Only such docs' pages import
// it (crates/codegen), so it is no part of the first-load shell (ui/stages/shell.mjs).
import type { TagMeta } from "../generated/types";
import { TagLinks } from "./blog";
import { theme_tags_tagsListLabel } from "../i18n/theme";

export function DocTags({ tags }: { tags: TagMeta[] }) {
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">{theme_tags_tagsListLabel}</span>
      <TagLinks tags={tags} />
    </div>
  );
}
