// `/tags`: every docs tag with the number of docs that carry it, grouped by
// first letter as Docusaurus does; Hangul labels by their initial consonant.
// Only sites with docs tags have the page, so it may load the blog's first-load
// part for the list it shares with the blog's tags page.
import type { TagCount } from "../generated/types";
import { TagCountList } from "./blog";
import { theme_tags_tagsPageTitle } from "../i18n/theme";

const INITIAL_CONSONANTS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const SYLLABLES_PER_INITIAL = 588;

/** The heading a tag is listed under: `ㄴ` for `네트워크`, `C` for `compute`. */
export function letterOf(label: string): string {
  const code = label.codePointAt(0) ?? 0;
  if (code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE) {
    return INITIAL_CONSONANTS[Math.floor((code - FIRST_SYLLABLE) / SYLLABLES_PER_INITIAL)]!;
  }
  return String.fromCodePoint(code).toUpperCase();
}

export function DocTagsPage({ tags }: { tags: TagCount[] }) {
  // The tags come sorted by label, so each letter's tags are together.
  const groups: { letter: string; tags: TagCount[] }[] = [];
  for (const entry of tags) {
    const letter = letterOf(entry.tag.label);
    const last = groups[groups.length - 1];
    if (last && last.letter === letter) last.tags.push(entry);
    else groups.push({ letter, tags: [entry] });
  }
  return (
    <div className="container tags-page">
      <h1>{theme_tags_tagsPageTitle}</h1>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`tags-${group.letter}`}>
          <h2 id={`tags-${group.letter}`}>{group.letter}</h2>
          <TagCountList tags={group.tags} />
        </section>
      ))}
    </div>
  );
}
