// A docs tag's page: the docs that carry it, by title, with their descriptions.
import type { DocTagList } from "../generated/types";
import { Link } from "./Link";
import { theme_tags_tagsPageLink } from "../i18n/theme";

export function DocTagPage({ list }: { list: DocTagList }) {
  return (
    <div className="container tags-page">
      <header className="tag-docs-header">
        <h1>{list.title}</h1>
        {list.tag.description ? <p>{list.tag.description}</p> : null}
        {list.all_tags ? <Link to={list.all_tags}>{theme_tags_tagsPageLink}</Link> : null}
      </header>
      {list.docs.map((doc) => (
        <article key={doc.path} className="tag-doc">
          <h2>
            <Link to={doc.path}>{doc.title}</Link>
          </h2>
          {doc.description ? <p>{doc.description}</p> : null}
        </article>
      ))}
    </div>
  );
}
