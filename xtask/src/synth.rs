//! `cargo xtask synth N DIR`: a deterministic synthetic site of N docs (plus
//! N/10 blog posts) in the Docusaurus-compatible content format, for
//! benchmarks. The same files build with Docusaurus unchanged.
//! `cargo xtask synth --code N DIR`: N docs of [`CODE_BLOCKS_PER_DOC`] code
//! blocks each and no blog, to measure what highlighting costs a build.

mod code;

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::paths;

const SECTIONS: [&str; 3] = ["guide", "intro", "tutorial"];
const DOCS_PER_FOLDER: usize = 10;
const FOLDERS_PER_PART: usize = 10;

const WORDS: [&str; 24] = [
    "클라우드",
    "가상 머신을",
    "네트워크에서",
    "보안 그룹은",
    "볼륨을",
    "프로젝트의",
    "쿼터가",
    "인스턴스를",
    "설정합니다",
    "확인합니다",
    "연결합니다",
    "만듭니다",
    "학생",
    "동아리",
    "서버",
    "컨테이너",
    "OpenStack",
    "Kubernetes",
    "SSH",
    "floating IP",
    "이미지",
    "스냅숏",
    "라우터",
    "서브넷",
];

/// A small linear congruential generator: the corpus must be the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }

    fn sentence(&mut self) -> String {
        let len = 6 + self.next() % 8;
        let words: Vec<&str> = (0..len).map(|_| WORDS[self.next() % WORDS.len()]).collect();
        format!("{}.", words.join(" "))
    }

    fn paragraph(&mut self) -> String {
        (0..3 + self.next() % 3).map(|_| self.sentence()).collect::<Vec<_>>().join(" ")
    }
}

/// Where doc number `j` of a section lives: (file path under the section, route).
fn place(section: &str, j: usize) -> (String, String) {
    let folder = j / DOCS_PER_FOLDER;
    let pos = j % DOCS_PER_FOLDER;
    let part = folder / FOLDERS_PER_PART;
    let dir = format!("{:02}-part-{part}/{:02}-topic-{folder}", part + 1, folder % FOLDERS_PER_PART + 1);
    let route = format!("/{section}/part-{part}/topic-{folder}");
    if pos == 0 {
        (format!("{dir}/index.md"), route)
    } else {
        (format!("{dir}/{pos:02}-page-{j}.md"), format!("{route}/page-{j}"))
    }
}

/// Code blocks in each doc of the code-heavy corpus.
pub const CODE_BLOCKS_PER_DOC: usize = 20;

/// What the docs of a corpus hold besides prose.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// One short bash block, a table and links (the build benchmarks' corpus).
    Prose,
    /// The docs of [`Kind::Prose`] (the same files) and no blog: what every generator can build.
    DocsOnly,
    /// [`CODE_BLOCKS_PER_DOC`] code blocks in many languages; no blog.
    Code,
    /// The docs of [`Kind::DocsOnly`] as `.mdx`, each importing two site
    /// components (one with a CSS module) and showing expressions of its own
    /// `export const`: what site code costs a build, beside the same prose.
    Components,
}

pub fn run(count: usize, dir: &Path, kind: Kind) -> Result<()> {
    if dir.exists() {
        fs::remove_dir_all(dir).with_context(|| format!("clearing {}", dir.display()))?;
    }
    let write = |path: &str, text: &str| -> Result<()> {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().expect("has a folder"))?;
        fs::write(&path, text).with_context(|| format!("writing {}", path.display()))
    };
    let mut rng = Rng(0x5eed);
    let per_section: Vec<usize> = (0..SECTIONS.len())
        .map(|s| count / SECTIONS.len() + usize::from(s < count % SECTIONS.len()))
        .collect();

    for (s, section) in SECTIONS.iter().enumerate() {
        write(
            &format!("content/docs/{section}/index.md"),
            &format!(
                "---\ntitle: {section} 안내\nsidebar_position: 0\n---\n\n{}\n\n## 개요 {{#overview}}\n\n{}\n",
                rng.paragraph(),
                rng.paragraph()
            ),
        )?;
        for j in 0..per_section[s] {
            let (file, _) = place(section, j);
            let previous = if j == 0 { format!("/{section}") } else { place(section, j - 1).1 };
            let next = if j + 1 < per_section[s] { place(section, j + 1).1 } else { format!("/{section}") };
            let (doc, file) = match kind {
                Kind::Prose | Kind::DocsOnly => (synth_doc(&mut rng, section, j, &previous, &next), file),
                Kind::Code => (code_doc(&mut rng, section, j), file),
                Kind::Components => (
                    with_components(&synth_doc(&mut rng, section, j, &previous, &next), j),
                    format!("{file}x"),
                ),
            };
            write(&format!("content/docs/{section}/{file}"), &doc)?;
        }
    }

    let posts = if kind == Kind::Prose { count / 10 } else { 0 };
    // A site without posts has no blog, nor its authors' and tags' pages.
    if posts > 0 {
        write(
            "content/blog/authors.yml",
            "bench:\n  name: 벤치마크 작성자\n  title: 합성 코퍼스\n  page: true\n",
        )?;
        let mut tags = String::new();
        for t in 0..5 {
            let _ = write!(
                tags,
                "tag-{t}:\n  label: 주제 {t}\n  permalink: /tag-{t}\n  description: 합성 태그 {t}\n"
            );
        }
        write("content/blog/tags.yml", &tags)?;
    }
    for k in 0..posts {
        let date = day_after_2020(k);
        let text = format!(
            "---\ntitle: 합성 글 {k}\nauthors: [bench]\ntags: [tag-{}]\ndescription: 벤치마크용 글 {k}\n---\n\n{}\n\n<!-- truncate -->\n\n## 본문\n\n{}\n\n## 마무리\n\n{}\n",
            k % 5,
            rng.paragraph(),
            rng.paragraph(),
            rng.paragraph()
        );
        write(&format!("content/blog/{date}-post-{k}.md"), &text)?;
    }

    let navbar: String = SECTIONS
        .iter()
        .map(|s| format!("[[navbar]]\nlabel = \"{s}\"\nto = \"/{s}\"\n\n"))
        .chain((posts > 0).then(|| "[[navbar]]\nlabel = \"블로그\"\nto = \"/blog\"\n\n".to_string()))
        .collect();
    write(
        "content/site.toml",
        &format!(
            "title = \"Synthetic\"\ntagline = \"합성 벤치마크 사이트\"\nurl = \"https://bench.example.com\"\nlogo = \"/img/logo.svg\"\ncopyright = \"© 2024\"\nlegal = \"Privacy - Terms\"\ncontact = \"bench@example.com\"\nmarkdown = {{ format = \"detect\" }}\n\n{navbar}"
        ),
    )?;
    write(
        "content/data/home.yml",
        "hero:\n  title: Synthetic\n  tagline: 합성 벤치마크 사이트\n  actions:\n    - label: 시작\n      to: /guide\n      primary: true\noverview:\n  title: 개요\n  description: 합성 문서\n  cards:\n    - title: 안내\n      description: 첫 문서\n      to: /guide\nhistory:\n  title: 글\n  description: 합성 글 목록\n",
    )?;
    let root = paths::root();
    for file in ["static/favicon.ico", "static/img/logo.svg"] {
        let to = dir.join(file);
        fs::create_dir_all(to.parent().expect("has a folder"))?;
        fs::copy(root.join(file), to)?;
    }
    if kind == Kind::Components {
        for (file, text) in COMPONENTS {
            write(file, text)?;
        }
    }
    match kind {
        Kind::Prose | Kind::DocsOnly | Kind::Components => {
            println!("wrote {count} docs and {posts} posts to {}", dir.display())
        }
        Kind::Code => println!(
            "wrote {count} docs with {} code blocks to {}",
            count * CODE_BLOCKS_PER_DOC,
            dir.display()
        ),
    }
    Ok(())
}

/// A corpus of `versions` docs versions of `count` docs each, as Docusaurus
/// keeps them: the docs of [`Kind::DocsOnly`] are `current` (served under
/// `/next`), and each released version (`1.0` …, newest first in
/// `versions.json`) is a copy of them in `versioned_docs/version-X/` with its
/// sidebars in `versioned_sidebars/`, as `docs:version` would have cut it.
pub fn versioned(count: usize, versions: usize, dir: &Path) -> Result<()> {
    run(count, dir, Kind::DocsOnly)?;
    let content = dir.join("content");
    let released: Vec<String> = (0..versions.saturating_sub(1)).rev().map(|n| format!("1.{n}")).collect();
    let sidebars: serde_json::Map<String, serde_json::Value> = SECTIONS
        .iter()
        .map(|s| (s.to_string(), serde_json::json!([{ "type": "autogenerated", "dirName": s }])))
        .collect();
    let sidebars = serde_json::to_string_pretty(&sidebars)?;
    for name in &released {
        engine::build::copy_tree(
            &content.join("docs"),
            &content.join(format!("versioned_docs/version-{name}")),
        )?;
        let file = content.join(format!("versioned_sidebars/version-{name}-sidebars.json"));
        fs::create_dir_all(file.parent().expect("has a folder"))?;
        fs::write(file, &sidebars)?;
    }
    fs::write(content.join("versions.json"), serde_json::to_string_pretty(&released)?)?;
    println!("and {} released versions of them", released.len());
    Ok(())
}

/// `YYYY-MM-DD`, `days` after 2020-01-01.
fn day_after_2020(days: usize) -> String {
    let start = chrono::NaiveDate::from_ymd_opt(2020, 1, 1).expect("a valid date");
    (start + chrono::Days::new(days as u64)).format("%Y-%m-%d").to_string()
}

fn synth_doc(rng: &mut Rng, section: &str, j: usize, previous: &str, next: &str) -> String {
    let mut doc = format!(
        "---\ntitle: {section} 문서 {j}\ndescription: 합성 문서 {j}의 설명\nsidebar_position: {}\n---\n\n{}\n\n## 개요 {{#overview}}\n\n{}\n\n",
        j % DOCS_PER_FOLDER,
        rng.paragraph(),
        rng.paragraph()
    );
    let _ = write!(
        doc,
        ":::tip[도움말]\n\n{}\n\n:::\n\n## 명령어\n\n```bash title=\"예시 {j}\"\nopenstack server list --project demo-{j}\nopenstack volume create --size {} data-{j}\n```\n\n",
        rng.sentence(),
        1 + j % 50
    );
    let _ = write!(doc, "## 표\n\n| 항목 | 값 | 설명 |\n|:--|--:|--|\n");
    for row in 0..4 {
        let _ = writeln!(doc, "| 항목 {row} | {} | {} |", rng.next() % 1000, WORDS[rng.next() % WORDS.len()]);
    }
    let _ = write!(
        doc,
        "\n## 관련 문서\n\n- [이전 문서]({previous})\n- [다음 문서의 개요]({next}#overview)\n\n### 더 읽기\n\n{}\n",
        rng.paragraph()
    );
    doc
}

/// The site components every doc of [`Kind::Components`] imports.
const COMPONENTS: [(&str, &str); 3] = [
    (
        "src/components/Badge.jsx",
        "export default function Badge({ label }) {\n  return <span className=\"synth-badge\">{label}</span>;\n}\n",
    ),
    (
        "src/components/Callout.jsx",
        "import styles from './Callout.module.css';\n\nexport default function Callout({ zone, children }) {\n  return (\n    <div className={styles.callout} data-zone={zone}>\n      {children}\n    </div>\n  );\n}\n",
    ),
    (
        "src/components/Callout.module.css",
        ".callout {\n  border-left: 4px solid #4f46e5;\n  padding: 0.5rem 1rem;\n}\n",
    ),
];

/// A prose doc made MDX: two component imports and an `export const` after
/// its front matter, the components and expressions in its body.
fn with_components(doc: &str, j: usize) -> String {
    let (front, body) = doc[4..].split_once("\n---\n").expect("a synthetic doc has front matter");
    format!(
        "---\n{front}\n---\n\nimport Badge from '@site/src/components/Badge';\nimport Callout from '@site/src/components/Callout';\n\nexport const facts = {{zone: 'kr-{}', size: {}}};\n\n<Badge label={{`크기 ${{facts.size}} GB`}} />\n{body}\n<Callout zone={{facts.zone}}>\n\n{{facts.size * 2}} GB까지 늘릴 수 있습니다: {{facts.zone.toUpperCase()}} 영역.\n\n</Callout>\n",
        j % 3,
        1 + j % 50
    )
}

/// A doc that is mostly code: a sentence before each block, as a how-to reads.
fn code_doc(rng: &mut Rng, section: &str, j: usize) -> String {
    let mut doc = format!(
        "---\ntitle: {section} 코드 문서 {j}\nsidebar_position: {}\n---\n\n{}\n\n",
        j % DOCS_PER_FOLDER,
        rng.paragraph()
    );
    for n in 0..CODE_BLOCKS_PER_DOC {
        let (info, code) = code::block(rng, j, n);
        let _ = write!(doc, "## 단계 {n}\n\n{}\n\n```{info}\n{code}```\n\n", rng.sentence());
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_nested_and_numbered() {
        assert_eq!(
            place("guide", 0),
            ("01-part-0/01-topic-0/index.md".into(), "/guide/part-0/topic-0".into())
        );
        assert_eq!(
            place("guide", 13),
            ("01-part-0/02-topic-1/03-page-13.md".into(), "/guide/part-0/topic-1/page-13".into())
        );
        assert_eq!(place("guide", 1234).1, "/guide/part-12/topic-123/page-1234");
    }

    #[test]
    fn days_roll_over_months_and_leap_years() {
        assert_eq!(day_after_2020(0), "2020-01-01");
        assert_eq!(day_after_2020(59), "2020-02-29");
        assert_eq!(day_after_2020(366), "2021-01-01");
        assert_eq!(day_after_2020(365 * 4 + 1 + 59), "2024-02-29");
    }

    #[test]
    fn the_corpus_loads_without_warnings() {
        let dir = tempfile::tempdir().unwrap();
        run(95, dir.path(), Kind::Prose).unwrap();
        let loaded = site_loader::load(dir.path());
        let problems: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{problems:?}");
        let site = loaded.site.unwrap();
        assert_eq!(site.docs.len(), 95 + 3);
        assert_eq!(site.posts.len(), 9);
    }

    #[test]
    fn the_docs_only_corpus_has_the_prose_corpus_docs_and_no_posts() {
        let dir = tempfile::tempdir().unwrap();
        let (prose, docs) = (dir.path().join("prose"), dir.path().join("docs"));
        run(40, &prose, Kind::Prose).unwrap();
        run(40, &docs, Kind::DocsOnly).unwrap();
        let loaded = site_loader::load(&docs);
        assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
        let (prose, docs) = (site_loader::load(&prose).site.unwrap(), loaded.site.unwrap());
        assert!(docs.posts.is_empty());
        let texts =
            |site: &content_model::Site| site.docs.iter().map(|d| d.body.text.clone()).collect::<Vec<_>>();
        assert_eq!(texts(&docs), texts(&prose));
    }

    #[test]
    fn the_components_corpus_is_the_docs_only_prose_as_mdx_with_site_code() {
        let dir = tempfile::tempdir().unwrap();
        let (plain, mdx) = (dir.path().join("plain"), dir.path().join("mdx"));
        run(40, &plain, Kind::DocsOnly).unwrap();
        run(40, &mdx, Kind::Components).unwrap();
        let loaded = site_loader::load(&mdx);
        assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
        let (plain, mdx) = (site_loader::load(&plain).site.unwrap(), loaded.site.unwrap());
        assert_eq!(plain.docs.len(), mdx.docs.len());
        let mdx_docs: Vec<_> = mdx.docs.iter().filter(|d| d.source.path.ends_with(".mdx")).collect();
        assert_eq!(mdx_docs.len(), 40, "every doc but the sections' indexes is MDX");
        for doc in mdx_docs {
            let imports: Vec<&str> = doc.body.esm.iter().map(|e| e.code.as_str()).collect();
            assert!(imports.concat().contains("@site/src/components/Callout"), "{imports:?}");
        }
        assert!(mdx.posts.is_empty() && mdx.authors.is_empty());
    }

    #[test]
    fn the_code_corpus_loads_without_warnings_and_has_its_blocks() {
        let dir = tempfile::tempdir().unwrap();
        run(12, dir.path(), Kind::Code).unwrap();
        let loaded = site_loader::load(dir.path());
        let problems: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{problems:?}");
        let site = loaded.site.unwrap();
        assert!(site.posts.is_empty());
        // A block left open would swallow the headings after it (and a block's `# ` line is no heading).
        let steps = site.docs.iter().flat_map(|d| &d.body.headings).filter(|h| h.text.starts_with("단계"));
        assert_eq!(steps.count(), 12 * CODE_BLOCKS_PER_DOC);
    }

    #[test]
    fn long_blogs_are_paged_ten_posts_at_a_time_and_the_home_page_stays_short() {
        use content_model::RouteKind;
        let dir = tempfile::tempdir().unwrap();
        run(250, dir.path(), Kind::Prose).unwrap();
        let site = site_loader::load(dir.path()).site.unwrap();
        assert_eq!(site.posts.len(), 25);
        let routes = site.routes();
        let lists: Vec<(&str, RouteKind)> = routes
            .iter()
            .filter(|r| matches!(r.kind, RouteKind::BlogList(..)))
            .map(|r| (r.path.as_str(), r.kind))
            .collect();
        assert_eq!(
            lists,
            [
                ("/blog", RouteKind::BlogList(0, 0)),
                ("/blog/page/2", RouteKind::BlogList(0, 1)),
                ("/blog/page/3", RouteKind::BlogList(0, 2))
            ]
        );
        let first = codegen::blog_lists::blog_list(&site, RouteKind::BlogList(0, 0));
        assert_eq!((first.page, first.pages, first.posts.len()), (1, 3, 10));
        assert_eq!(first.posts[0].path, site.posts[0].meta.path, "newest first");
        assert!(first.newer.is_none());
        assert_eq!(first.older.as_ref().map(|l| l.path.as_str()), Some("/blog/page/2"));
        let last = codegen::blog_lists::blog_list(&site, RouteKind::BlogList(0, 2));
        assert_eq!((last.page, last.posts.len(), last.title.as_str()), (3, 5, "블로그 (3쪽)"));
        assert_eq!(
            last.newer.as_ref().map(|l| (l.path.as_str(), l.label.as_str())),
            Some(("/blog/page/2", "2쪽"))
        );
        assert!(last.older.is_none());
        // The author of every post is paged the same way under their own path.
        assert!(
            routes
                .iter()
                .any(|r| r.path.ends_with("/page/3") && matches!(r.kind, RouteKind::BlogAuthor(0, _, 2)))
        );
        use codegen::theme_pages::{HOME_POSTS, home};
        assert_eq!(home(&site).posts.len(), HOME_POSTS);
        let sidebar: usize =
            site.blog_at(0).posts_by_year(site.blog.sidebar_count).iter().map(|y| y.posts.len()).sum();
        assert_eq!(sidebar, 20);
    }
}
