// `@theme/TagsListInline`: "Tags:" and a page's tags as links, as a site's own
// doc or post footer shows them (`useDoc().metadata.tags`).
import { theme_tags_tagsListLabel } from "../../i18n/theme";
import Link from "../Link";

export interface Props {
  tags: readonly { label: string; permalink: string; description?: string }[];
}

export default function TagsListInline({ tags }: Props) {
  if (tags.length === 0) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">{theme_tags_tagsListLabel}</span>
      <ul className="post-tags">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className="tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
