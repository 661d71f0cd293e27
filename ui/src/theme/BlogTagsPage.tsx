// All tags with their post counts.
import type { PostYear, TagCount } from "../generated/types";
import { BlogLayout, TagCountList } from "./blog";
import { theme_tags_tagsPageTitle } from "../i18n/theme";

export function BlogTagsPage(props: { tags: TagCount[]; years: PostYear[] }) {
  return (
    <BlogLayout years={props.years}>
      <h1>{theme_tags_tagsPageTitle}</h1>
      <TagCountList tags={props.tags} />
    </BlogLayout>
  );
}
