// The glossary: one section per initial, each term with its English name.
import type { GlossaryGroup } from "../generated/types";
import { Link } from "./Link";
import { ui_glossary_see } from "../i18n/theme";

export function Glossary(props: { groups: GlossaryGroup[] }) {
  return (
    <div className="glossary">
      {props.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="heading glossary-initial">
            {group.initial}
          </h2>
          <dl>
            {group.terms.map((term) => (
              <div key={term.id} id={term.id} className="glossary-term" data-search-heading={`${term.ko} ${term.en}`}>
                <dt>
                  <span className="glossary-ko">{term.ko}</span> <span className="glossary-en">{term.en}</span>
                </dt>
                <dd>
                  <ul>
                    {term.points.map((point, i) => (
                      <li key={i}>{point}</li>
                    ))}
                  </ul>
                  {term.see ? (
                    <p className="glossary-see">
                      <Link to={term.see}>{ui_glossary_see}</Link>
                    </p>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
