//! Structured content: `content/data/home.yml` and `content/data/glossary.yml`.

use serde::Deserialize;

use crate::diag::{Diagnostic, SourceFile};
use crate::frontmatter::yaml_diagnostic;
use crate::meta::{GlossaryGroup, GlossaryTerm, HomeAction, HomeCard, HomeMeta};
use crate::service::ServiceFacts;
use crate::slug::Slugger;
use crate::sources::Sources;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HomeFile {
    hero: Hero,
    overview: Overview,
    history: History,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Hero {
    title: String,
    tagline: String,
    actions: Vec<Action>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Action {
    label: String,
    to: String,
    #[serde(default)]
    primary: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Overview {
    title: String,
    description: String,
    cards: Vec<Card>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Card {
    title: String,
    description: String,
    to: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct History {
    title: String,
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GlossaryFile {
    groups: Vec<GroupEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GroupEntry {
    initial: String,
    terms: Vec<TermEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TermEntry {
    ko: String,
    en: String,
    points: Vec<String>,
    see: Option<String>,
    /// Other names readers search by (`플로팅 IP`, `k8s`); search treats them as synonyms.
    #[serde(default)]
    aliases: Vec<String>,
}

/// Reads a data file with the service facts filled in, as pages read them
/// (facts are one line each, so every line keeps its number for messages).
fn read_yaml<T: serde::de::DeserializeOwned>(
    sources: &Sources,
    path: &str,
    service: &ServiceFacts,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<(SourceFile, T)> {
    let file = sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
    let file = service.expand(file).map_err(|d| diagnostics.extend(d)).ok()?;
    match serde_norway::from_str(&file.text) {
        Ok(value) => Some((file, value)),
        Err(e) => {
            diagnostics.push(yaml_diagnostic(&file, 0, &e));
            None
        }
    }
}

/// A route named in a data file, kept with its place so a bad one can be reported.
pub struct RouteRef {
    pub file: SourceFile,
    pub offset: usize,
    pub to: String,
}

/// The route named as `key: to` in `file`, at its first mention from `*from`
/// on (a data file names its routes in order), which moves `*from` there.
fn route_ref(file: &SourceFile, key: &str, to: &str, from: &mut usize) -> RouteRef {
    let offset = file.text[*from..].find(&format!("{key}: {to}")).map_or(0, |i| *from + i + key.len() + 2);
    *from = offset;
    RouteRef { file: file.clone(), offset, to: to.to_string() }
}

/// Reads the data files, keeping the routes they name for the link check.
/// Their texts may hold `{{service.…}}` facts, as pages do, so none copies a fact.
pub struct DataFiles<'a> {
    pub sources: &'a Sources,
    pub service: &'a ServiceFacts,
    pub diagnostics: &'a mut Vec<Diagnostic>,
    pub refs: Vec<RouteRef>,
}

impl DataFiles<'_> {
    /// The home page's texts, without its post list (codegen adds the newest posts).
    pub fn home(&mut self, path: &str) -> Option<HomeMeta> {
        let (file, home) = read_yaml::<HomeFile>(self.sources, path, self.service, self.diagnostics)?;
        let targets =
            home.hero.actions.iter().map(|a| &a.to).chain(home.overview.cards.iter().map(|c| &c.to));
        let mut from = 0;
        self.refs.extend(targets.map(|to| route_ref(&file, "to", to, &mut from)));
        Some(HomeMeta {
            title: home.hero.title,
            tagline: home.hero.tagline,
            actions: home
                .hero
                .actions
                .into_iter()
                .map(|a| HomeAction { label: a.label, to: a.to, primary: a.primary })
                .collect(),
            overview_title: home.overview.title,
            overview_description: home.overview.description,
            cards: home
                .overview
                .cards
                .into_iter()
                .map(|c| HomeCard { title: c.title, description: c.description, to: c.to })
                .collect(),
            history_title: home.history.title,
            history_description: home.history.description,
            posts: Vec::new(),
        })
    }

    /// The glossary's groups of terms with their anchors; none without glossary.yml.
    pub fn glossary(&mut self, path: &str) -> Vec<GlossaryGroup> {
        if !self.sources.exists(path) {
            return Vec::new();
        }
        let Some((file, glossary)) =
            read_yaml::<GlossaryFile>(self.sources, path, self.service, self.diagnostics)
        else {
            return Vec::new();
        };
        let mut slugger = Slugger::default();
        let mut from = 0;
        glossary
            .groups
            .into_iter()
            .map(|g| GlossaryGroup {
                id: slugger.slug(&g.initial),
                initial: g.initial,
                terms: g
                    .terms
                    .into_iter()
                    .map(|t| {
                        if let Some(see) = &t.see {
                            self.refs.push(route_ref(&file, "see", see, &mut from));
                        }
                        GlossaryTerm {
                            id: slugger.slug(&t.ko),
                            ko: t.ko,
                            en: t.en,
                            points: t.points,
                            see: t.see,
                            aliases: t.aliases,
                        }
                    })
                    .collect(),
            })
            .collect()
    }
}
