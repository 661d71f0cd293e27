// The blog list, a tag's posts or an author's posts, with previews.
import type { ComponentType } from "react";

import type { BlogListMeta, PostYear } from "../generated/types";
import { AuthorSocials } from "./AuthorSocials";
import { BlogLayout, PostInfo, PostTags } from "./blog";
import { Link } from "./Link";
import { Paginator } from "./Paginator";

export function BlogListPage(props: { list: BlogListMeta; years: PostYear[]; previews: ComponentType[] }) {
  const { list } = props;
  const isMain = !list.tag && !list.author;
  return (
    <BlogLayout years={props.years}>
      <header className="blog-list-header">
        <h1>{list.title}</h1>

        {list.description ? <p>{list.description}</p> : null}
        {list.author ? <AuthorSocials author={list.author} /> : null}
        {isMain ? null : <Link to={list.tag ? "/blog/tags" : "/blog/authors"}>{list.tag ? "모든 태그 보기" : "모든 글쓴이 보기"}</Link>}
      </header>
      {list.posts.map((post, i) => {
        const Preview = props.previews[i]!;
        return (
          <article key={post.path} className="post-preview">
            <header>
              <h2>
                <Link to={post.path}>{post.title}</Link>
              </h2>
              <PostInfo post={post} />
            </header>
            <div className="markdown">
              <Preview />
            </div>
            <footer className="post-preview-footer">
              <PostTags post={post} />
              {post.truncated ? (
                <Link to={post.path} className="read-more">
                  자세히 보기
                  {/* Read aloud and indexed with the post's title, so the link says where it goes. */}
                  <span className="visually-hidden">: {post.title}</span>
                </Link>
              ) : null}
            </footer>
          </article>
        );
      })}
      {list.pages > 1 ? (
        <p className="blog-list-page">
          전체 {list.pages}쪽 중 {list.page}쪽
        </p>
      ) : null}
      <Paginator previous={list.newer} next={list.older} labels={["더 최근 글", "지난 글"]} />
    </BlogLayout>
  );
}
