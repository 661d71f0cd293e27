// All tags with their post counts.
import type { PostYear, TagCount } from "../generated/types";
import { BlogLayout, TagCountList } from "./blog";

export function BlogTagsPage(props: { tags: TagCount[]; years: PostYear[] }) {
  return (
    <BlogLayout years={props.years}>
      <h1>태그</h1>
      <TagCountList tags={props.tags} />
    </BlogLayout>
  );
}
