//! Running a Docusaurus site's settings: `docusaurus.config.*` and the sidebars
//! files it names are JavaScript or TypeScript, evaluated in Node by
//! `ui/stages/evaluate.mjs` as Docusaurus evaluates them. Their exports reach
//! content-model as JSON ([`Sources::insert_evaluated`]); the model never runs code.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use content_model::{Diagnostic, Sources};
use serde::{Deserialize, Serialize};

/// What `evaluate.mjs` answers for one site.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Answer {
    /// Each evaluated module's exports, by site-relative path, as Node wrote
    /// them: raw, so that object keys keep their order (a sidebars file's
    /// `{'About': [...], 'Usage': [...]}` shorthand is read in that order).
    pub modules: BTreeMap<String, Box<serde_json::value::RawValue>>,
    /// Every file the evaluation read: site-relative, or absolute outside the site.
    pub reads: Vec<String>,
    /// Every environment variable it read, with the value it saw.
    pub env: BTreeMap<String, Option<String>>,
    /// Why it stopped, if it did.
    pub error: Option<Located>,
}

/// A failure of the evaluation, at its place in the site's code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Located {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    #[serde(default)]
    pub expected: Option<String>,
}

impl Answer {
    /// Hands the exports to `sources`, and the failure as its error.
    pub fn apply(&self, sources: &mut Sources) {
        for (path, value) in &self.modules {
            sources.insert_evaluated(path.clone(), value.get().to_string());
        }
        if let Some(error) = &self.error {
            sources.report(error.diagnostic());
        }
    }
}

impl Located {
    fn diagnostic(&self) -> Diagnostic {
        Diagnostic {
            line: self.line.max(1),
            column: self.column.max(1),
            expected: self.expected.clone(),
            ..Diagnostic::file_error(self.file.clone(), self.message.clone())
        }
    }
}

/// The site's Docusaurus config file, if it has one (the first of Docusaurus' names found).
pub fn config_file(site: &Path) -> Option<&'static str> {
    content_model::config::DOCUSAURUS_CONFIGS.into_iter().find(|name| site.join(name).is_file())
}

/// `ui/stages/evaluate.mjs` of this repository.
pub fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/stages/evaluate.mjs")
}

/// Evaluates the site's config and sidebars with `node` running `script`. A
/// failure to run at all is an answer with its error, on the config file.
pub fn run(site: &Path, script: &Path) -> Answer {
    let config = config_file(site).unwrap_or(content_model::config::DOCUSAURUS_CONFIGS[0]);
    let failed = |message: String, expected: &str| Answer {
        error: Some(Located {
            file: config.to_string(),
            line: 1,
            column: 1,
            message,
            expected: Some(expected.into()),
        }),
        ..Answer::default()
    };
    // As `docusaurus build` runs a config: in production, where sites pick
    // their production links (`NODE_ENV === "production" ? … : localhost`).
    let output = match Command::new("node").arg(script).arg(site).env("NODE_ENV", "production").output() {
        Ok(output) => output,
        Err(e) => {
            return failed(
                format!("could not start `node` to evaluate {config}: {e}"),
                "Node 20 or newer on PATH",
            );
        }
    };
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return failed(
            format!("evaluating {config} failed: {}", stderr.trim()),
            "a config Docusaurus can load",
        );
    }
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        failed(
            format!("evaluating {config} gave an answer that is not the JSON expected: {e}"),
            "a config Docusaurus can load",
        )
    })
}

/// What `evaluate.mjs --redirects` answers: the client-redirects plugin's
/// `createRedirects` run for each page (Docusaurus' order: pages, then each answer).
#[derive(Debug, Default, Deserialize)]
struct CreatedRedirects {
    redirects: Vec<(String, String)>,
    error: Option<Located>,
}

/// The old addresses the config's `createRedirects` gives for `routes` (the
/// pages, without the base URL), each with the page it leads to, by running
/// the config again with `node` and `script`. A failure is at its place in the config.
pub fn created_redirects(
    site: &Path,
    script: &Path,
    routes: &[String],
) -> Result<Vec<(String, String)>, Diagnostic> {
    let answer: CreatedRedirects = ask(site, script, &["--redirects"], routes, "createRedirects")?;
    match answer.error {
        Some(error) => Err(error.diagnostic()),
        None => Ok(answer.redirects),
    }
}

#[derive(Serialize)]
struct GeneratorCalls<'a> {
    calls: Vec<CallOut<'a>>,
}

#[derive(Serialize)]
struct CallOut<'a> {
    key: &'a str,
    request: &'a serde_json::Value,
}

/// What `evaluate.mjs --sidebar-items` answers: each call's items (as Node
/// wrote them, keys in order) or why there are none.
#[derive(Deserialize)]
struct GeneratedAnswers {
    answers: Vec<GeneratedAnswer>,
}

#[derive(Deserialize)]
struct GeneratedAnswer {
    key: String,
    items: Option<Box<serde_json::value::RawValue>>,
    error: Option<String>,
}

/// The config's `sidebarItemsGenerator` run for each call content-model
/// made, by running the config again with `node` and `script`: each call's
/// key with its items (JSON text) or why the function gave none.
fn generated_sidebar_items(
    site: &Path,
    script: &Path,
    calls: &[content_model::docs::GeneratorCall],
) -> Result<std::collections::HashMap<String, Result<String, String>>, Diagnostic> {
    let out = GeneratorCalls {
        calls: calls.iter().map(|c| CallOut { key: &c.key, request: &c.request }).collect(),
    };
    let answer: GeneratedAnswers = ask(site, script, &["--sidebar-items"], &out, "sidebarItemsGenerator")?;
    Ok(answer
        .answers
        .into_iter()
        .map(|a| {
            let items = match (a.items, a.error) {
                (_, Some(error)) => Err(error),
                (Some(items), None) => Ok(items.get().to_string()),
                (None, None) => Err("it gave no items".to_string()),
            };
            (a.key, items)
        })
        .collect())
}

/// Loads the site (`load`) with the answers of its `sidebarItemsGenerator`
/// in `items`; when a load asks for more, the function runs in Node (with
/// `script`) for every call wanted at once and the site is loaded again. A
/// site whose config has no generator asks nothing and is loaded once.
pub fn load_with_generated_sidebar_items(
    site: &Path,
    script: &Path,
    items: &mut content_model::docs::GeneratedItems,
    load: impl Fn(&content_model::docs::GeneratedItems) -> content_model::Loaded,
) -> content_model::Loaded {
    let mut loaded = load(items);
    let wanted = items.wanted();
    if wanted.is_empty() {
        return loaded;
    }
    match generated_sidebar_items(site, script, &wanted) {
        Ok(answers) => {
            items.add(answers);
            loaded = load(items);
        }
        Err(failed) => loaded.diagnostics.push(failed.as_warning()),
    }
    loaded
}

/// One Markdown file handed to the site's remark plugins: its path in the
/// model, where it really is in the site folder, its text, and whether its
/// answer is wanted (the others are there for plugins that read other files' runs).
#[derive(Debug, Serialize)]
pub struct MarkdownIn<'a> {
    pub path: &'a str,
    pub origin: &'a str,
    pub text: &'a str,
    pub wanted: bool,
}

#[derive(Serialize)]
struct RemarkRequest<'a> {
    skip: &'a [&'a str],
    files: &'a [MarkdownIn<'a>],
}

/// What `remark.mjs` answers: each file's text after the plugins (None: unchanged).
#[derive(Debug, Deserialize)]
pub struct Remarked {
    pub files: Vec<RemarkedFile>,
    /// The plugins that ran, by package or function name.
    pub ran: Vec<String>,
    /// What threw, once per plugin and message, with the files (read as written).
    #[serde(default)]
    pub failures: Vec<RemarkFailure>,
    error: Option<Located>,
}

#[derive(Debug, Deserialize)]
pub struct RemarkFailure {
    pub plugin: String,
    pub message: String,
    pub files: Vec<String>,
}

impl RemarkFailure {
    /// A warning on the first file it failed on, counting the others.
    pub fn warning(&self) -> Diagnostic {
        let others = match self.files.len() {
            0 | 1 => String::new(),
            2 => " (and on 1 other file)".into(),
            n => format!(" (and on {} other files)", n - 1),
        };
        Diagnostic::file_error(
            self.files.first().cloned().unwrap_or_default(),
            format!(
                "the remark plugin `{}` threw on this file{others}: {}; the file is read as written",
                self.plugin, self.message
            ),
        )
        .as_warning()
    }
}

#[derive(Debug, Deserialize)]
pub struct RemarkedFile {
    pub path: String,
    pub text: Option<String>,
}

/// `files` after the site's own remark plugins (all but those of `skip`),
/// run by `node` with `script` (ui/stages/remark.mjs). A plugin that throws
/// is an error on the file it failed on.
pub fn remarked(
    site: &Path,
    script: &Path,
    skip: &[&str],
    files: &[MarkdownIn],
) -> Result<Remarked, Diagnostic> {
    let answer: Remarked =
        ask(site, script, &[], &RemarkRequest { skip, files }, "the site's remark plugins")?;
    match answer.error {
        Some(error) => Err(error.diagnostic()),
        None => Ok(answer),
    }
}

/// Runs `node script SITE args…` with `input` as JSON on its standard input
/// and reads its answer, JSON on standard output; `what` names the run in
/// messages, which are placed on the config file.
fn ask<T: serde::de::DeserializeOwned>(
    site: &Path,
    script: &Path,
    args: &[&str],
    input: &(impl Serialize + ?Sized),
    what: &str,
) -> Result<T, Diagnostic> {
    use std::io::Write;
    let config = config_file(site).unwrap_or(content_model::config::DOCUSAURUS_CONFIGS[0]);
    let failed = |message: String| {
        Located { file: config.to_string(), line: 1, column: 1, message, expected: None }.diagnostic()
    };
    let mut child = Command::new("node")
        .arg(script)
        .arg(site)
        .args(args)
        .env("NODE_ENV", "production")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| failed(format!("could not start `node` to run {what}: {e}")))?;
    let input = serde_json::to_vec(input).expect("the request serialises");
    // Written from a thread while the output is read: a long request would fill the pipe.
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| failed(format!("running {what}: {e}")))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(failed(format!(
            "running {what} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    serde_json::from_slice(&output.stdout)
        .map_err(|e| failed(format!("{what} gave an answer that is not the JSON expected: {e}")))
}
