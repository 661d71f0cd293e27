// Every post, grouped by year.
import type { PostYear } from "../generated/types";
import { PostsByYear } from "./blog";
import { ui_blog_archiveYear } from "../i18n/blog";

/** `title` and `description` are the page's (codegen's, in the site's language). */
export function BlogArchivePage({ years, title, description }: { years: PostYear[]; title: string; description: string }) {
  return (
    <div className="container archive">
      <h1>{title}</h1>
      <p>{description}</p>
      <PostsByYear years={years} yearLabel={ui_blog_archiveYear} />
    </div>
  );
}
