use super::*;

const SOURCE: &str = r#"
/// A job.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Job<'a> {
    /// Where.
    site_dir: &'a Path,
    sources: &'a BTreeMap<String, String>,
    links: Vec<(String, usize, String)>,
    #[serde(default)]
    timings: serde_json::Map<String, serde_json::Value>,
    #[serde(skip)]
    secret: u8,
    glossary: Option<String>,
}

#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Message {
    Ready { protocol: u32 },
    Done,
    #[serde(rename = "failed")]
    Failure { message: String },
}

struct Private { a: u8 }

/// Scores.
pub mod score {
    pub const TITLE: f32 = 100.0;
    pub const PER_CHUNK: u32 = 3;
}

/// The version.
pub const VERSION: u32 = 7;
"#;

#[test]
fn structs_enums_and_constants_are_said_as_serde_writes_them() {
    let module = read(SOURCE);
    assert_eq!(module.names(), ["Job", "Message"]);
    let ts = module.typescript();
    assert!(
        ts.contains("/** A job. */\nexport interface Job {\n  /** Where. */\n  siteDir: string;\n"),
        "{ts}"
    );
    assert!(
        ts.contains("  sources: Record<string, string>;\n  links: [string, number, string][];\n"),
        "{ts}"
    );
    assert!(ts.contains("  timings?: Record<string, unknown>;\n  glossary: string | null;\n}"), "{ts}");
    assert!(!ts.contains("secret") && !ts.contains("Private"), "{ts}");
    assert!(ts.contains("  | {\n    kind: \"ready\";\n    protocol: number;\n  }\n  | {\n    kind: \"done\";\n  }\n  | {\n    kind: \"failed\";"), "{ts}");
    assert!(
        ts.contains("/** Scores. */\nexport const SCORE = { title: 100, perChunk: 3 } as const;\n"),
        "{ts}"
    );
    assert!(ts.contains("/** The version. */\nexport const VERSION = 7;\n"), "{ts}");
}

#[test]
fn a_declaration_file_declares_the_constants_that_the_javascript_holds() {
    let module = read(SOURCE);
    let declarations = module.declarations();
    assert!(declarations.contains("export declare const VERSION: 7;\n"), "{declarations}");
    assert!(
        declarations.contains("export declare const SCORE: { readonly title: 100, readonly perChunk: 3 };\n"),
        "{declarations}"
    );
    let javascript = module.javascript();
    assert!(!javascript.contains("interface"), "{javascript}");
    assert!(javascript.contains("export const VERSION = 7;\n"), "{javascript}");
    assert!(javascript.contains("export const SCORE = { title: 100, perChunk: 3 };\n"), "{javascript}");
}

#[test]
fn json_data_is_a_constant() {
    assert_eq!(
        json_constant("rules", r#"{"a":[1]}"#),
        "export const rules = {\n  \"a\": [\n    1\n  ]\n} as const;\n"
    );
}
