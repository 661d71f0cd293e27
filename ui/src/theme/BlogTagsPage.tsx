// All tags with their post counts.
import type { PostYear, TagCount } from "../generated/types";
import { BlogLayout, TagCountList, type BlogSettings } from "./blog";
import { theme_tags_tagsPageTitle } from "../i18n/theme";

export function BlogTagsPage(props: { tags: TagCount[]; years: PostYear[]; blog?: BlogSettings }) {
  return (
    <BlogLayout years={props.years} blog={props.blog}>
      <h1>{theme_tags_tagsPageTitle}</h1>
      <TagCountList tags={props.tags} />
    </BlogLayout>
  );
}
