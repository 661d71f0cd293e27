//! The commands of an `npm2yarn` code block for other package managers, as
//! `@docusaurus/remark-plugin-npm2yarn` writes them with the `npm-to-yarn`
//! package (3.x): every `npm …` up to a `&` or the line's end is rewritten
//! for Yarn, pnpm or Bun; a command with no counterpart stays npm's with
//! `# couldn't auto-convert command` under it. The quirks are that package's
//! (`npm` is matched inside words too, the first `=` of a Bun command becomes
//! a space), so a page reads as it does under Docusaurus; `npm2yarn.json`
//! holds cases checked against the package itself.

use std::sync::LazyLock;

use regex::{Captures, Regex};

/// What a converter's tab is labelled (Docusaurus' labels; others by their name).
pub fn label(converter: &str) -> &str {
    match converter {
        "yarn" => "Yarn",
        "bun" => "Bun",
        other => other,
    }
}

const UNCONVERTED: &str = "\n# couldn't auto-convert command";

/// `code` (npm's commands) for `to` (`yarn`, `pnpm` or `bun`); `None` for a converter this does not know.
pub fn convert(code: &str, to: &str) -> Option<String> {
    let runner = match to {
        "yarn" => "yarn dlx",
        "pnpm" => "pnpm dlx",
        "bun" => "bun x",
        _ => return None,
    };
    // An executor leading the block (`npx create-x`) becomes the manager's.
    let trimmed = code.trim_start();
    let executor = ["npx", "yarn dlx", "pnpm dlx", "bun x", "nubx"]
        .into_iter()
        .find(|e| trimmed == *e || trimmed.starts_with(&format!("{e} ")));
    if let Some(executor) = executor {
        return Some(code.replacen(executor, runner, 1));
    }
    static NPM: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"npm(?: +([^&\n\r]*))?").expect("a valid pattern"));
    let one = |caps: &Captures| {
        let command = caps.get(1).map(|m| m.as_str());
        match to {
            "yarn" => to_yarn(command),
            "pnpm" => to_pnpm(command),
            _ => to_bun(command),
        }
    };
    Some(NPM.replace_all(code, one).into_owned())
}

/// The package's split of a command into words: quotes group, a backslash is kept.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let (mut quote, mut escaped, mut word) = (None::<char>, false, String::new());
    for c in command.chars() {
        if c == '\\' {
            word.push(c);
            escaped = true;
            continue;
        }
        if c == ' ' && quote.is_none() {
            words.push(std::mem::take(&mut word));
        } else if !escaped && (c == '"' || c == '\'') {
            word.push(c);
            if quote == Some(c) {
                quote = None;
            } else if quote.is_none() {
                quote = Some(c);
            }
        } else {
            word.push(c);
        }
        escaped = false;
    }
    words.push(word);
    words
}

/// The words of `command` with the first `--` taken out, as each converter starts.
fn args_of(command: Option<&str>) -> Vec<String> {
    let mut args = words(command.unwrap_or("").trim());
    if let Some(at) = args.iter().position(|a| a == "--") {
        args.remove(at);
    }
    args
}

fn joined(manager: &str, args: &[String]) -> String {
    let kept: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.is_empty()).collect();
    format!("{manager} {}", kept.join(" "))
}

/// npm's command left as written (JavaScript's `'npm ' + undefined` for a bare `npm`).
fn unconverted(command: Option<&str>) -> String {
    format!("npm {}{UNCONVERTED}", command.unwrap_or("undefined"))
}

/// Commands Yarn names as npm does.
const SAME_IN_YARN: [&str; 9] =
    ["test", "login", "logout", "link", "unlink", "publish", "cache", "start", "stop"];
/// Yarn's own commands: `npm run <one of these>` keeps its `run`.
const YARN_COMMANDS: [&str; 35] = [
    "init",
    "run",
    "add",
    "audit",
    "autoclean",
    "bin",
    "check",
    "config",
    "create",
    "dedupe",
    "generate-lock-entry",
    "global",
    "help",
    "import",
    "info",
    "install",
    "licenses",
    "list",
    "lockfile",
    "outdated",
    "owner",
    "pack",
    "policies",
    "prune",
    "remove",
    "self-update",
    "tag",
    "team",
    "upgrade",
    "upgrade-interactive",
    "version",
    "versions",
    "why",
    "workspace",
    "workspaces",
];

fn map_words(args: Vec<String>, rule: impl Fn(&str) -> Option<&'static str>) -> Vec<String> {
    args.into_iter().map(|a| rule(&a).map_or(a, str::to_string)).collect()
}

fn yarn_install_flags(mut args: Vec<String>) -> Vec<String> {
    if args.iter().any(|a| a == "--global" || a == "-g") {
        args.insert(0, "global".into());
    }
    map_words(args, |a| match a {
        "--save-dev" | "-D" => Some("--dev"),
        "--save-prod" | "-P" => Some("--production"),
        "--no-package-lock" => Some("--no-lockfile"),
        "--save-optional" | "-O" => Some("--optional"),
        "--save-exact" | "-E" => Some("--exact"),
        "--save" | "-S" | "--global" | "-g" => Some(""),
        _ => None,
    })
}

/// `npm init x@latest` and `npm create x`: the manager's `create x`.
fn create(mut args: Vec<String>) -> Vec<String> {
    if args.get(1).is_some_and(|a| !a.starts_with('-')) {
        args[0] = "create".into();
        if let Some(at) = args[1].rfind("@latest").filter(|at| *at > 0) {
            args[1].truncate(at);
        }
    }
    args.retain(|a| a != "--scope");
    args
}

fn pack_destination(args: Vec<String>, to: &str) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.strip_prefix("--pack-destination") {
            Some(rest) if rest.starts_with([' ', '=']) || rest.starts_with(char::is_whitespace) => {
                format!("{to} {}", &rest[1..])
            }
            _ => a,
        })
        .collect()
}

fn to_yarn(command: Option<&str>) -> String {
    let mut args = args_of(command);
    let first = args[0].clone();
    if SAME_IN_YARN.contains(&first.as_str()) {
        return joined("yarn", &args);
    }
    args = match first.as_str() {
        "install" | "i" if args.len() == 1 => vec!["install".into()],
        "install" | "i" => {
            args[0] = "add".into();
            yarn_install_flags(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".into();
            yarn_install_flags(args)
        }
        "version" => map_words(args, |a| match a {
            "major" => Some("--major"),
            "minor" => Some("--minor"),
            "patch" => Some("--patch"),
            _ => None,
        }),
        "rb" | "rebuild" => {
            args[0] = "add".into();
            args.push("--force".into());
            args
        }
        "run" | "exec" => {
            args[0] = "run".into();
            let script = args.get(1).map(String::as_str);
            if script.is_some_and(|s| !SAME_IN_YARN.contains(&s) && !YARN_COMMANDS.contains(&s)) {
                args.remove(0);
            }
            args
        }
        "ls" | "list" => {
            args[0] = "list".into();
            let packages: Vec<String> =
                args[1..].iter().take_while(|a| !a.starts_with('-')).cloned().collect();
            if !packages.is_empty() {
                let pattern = format!("\"{}\"", packages.join("|"));
                args.splice(1..1 + packages.len(), ["--pattern".to_string(), pattern]);
            }
            args
        }
        "init" | "create" => create(args),
        "ln" => rename(args, "link"),
        "t" | "tst" => rename(args, "test"),
        "outdated" => args,
        "pack" => pack_destination(args, "--filename"),
        _ => return unconverted(command),
    };
    joined("yarn", &args)
}

fn rename(mut args: Vec<String>, to: &str) -> Vec<String> {
    args[0] = to.into();
    args
}

fn pnpm_install_flags(args: Vec<String>) -> Vec<String> {
    map_words(args, |a| match a {
        "--save" | "-S" => Some(""),
        "--no-package-lock" => Some("--frozen-lockfile"),
        _ => None,
    })
}

/// pnpm's `--filter` for the packages a command names.
fn filter(args: Vec<String>) -> Vec<String> {
    if args.len() < 2 {
        return args;
    }
    let named: Vec<String> = args.iter().skip(1).filter(|a| !a.starts_with('-')).cloned().collect();
    if named.is_empty() {
        return args;
    }
    let mut kept: Vec<String> =
        args.into_iter().enumerate().filter(|(i, a)| *i == 0 || a.starts_with('-')).map(|(_, a)| a).collect();
    kept.push("--filter".into());
    kept.push(named.join(" "));
    kept
}

fn to_pnpm(command: Option<&str>) -> String {
    let mut args = args_of(command);
    args = match args[0].as_str() {
        "install" | "i" => {
            if args.len() > 1 && args.iter().filter(|a| !a.starts_with('-')).count() > 1 {
                args[0] = "add".into();
            }
            pnpm_install_flags(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".into();
            pnpm_install_flags(args)
        }
        "rb" | "rebuild" => filter(rename(args, "rebuild")),
        "run" | "exec" | "start" | "link" | "outdated" => args,
        "ls" | "list" => args
            .into_iter()
            .map(|a| match a.strip_prefix("--depth=") {
                Some(depth) => format!("--depth {}", depth.split('=').next().unwrap_or("")),
                None => match a.as_str() {
                    "--production" => "--prod".into(),
                    "--development" => "--dev".into(),
                    _ => a,
                },
            })
            .collect(),
        "init" | "create" => create(args),
        "ln" => rename(args, "link"),
        "t" | "test" | "tst" => rename(args, "test"),
        "unlink" => filter(args),
        "pack" => pack_destination(args, "--pack-destination"),
        _ => return unconverted(command),
    };
    joined("pnpm", &args)
}

fn bun_install_flags(args: Vec<String>) -> Vec<String> {
    map_words(args, |a| match a {
        "--save-dev" | "--development" | "-D" => Some("--dev"),
        "--save-prod" | "-P" => Some("--production"),
        "--no-package-lock" => Some("--no-save"),
        "--save-optional" | "-O" => Some("--optional"),
        "--save-exact" | "-E" => Some("--exact"),
        "--save" | "-S" => Some(""),
        "--global" | "-g" => Some("--global"),
        _ => None,
    })
}

fn to_bun(command: Option<&str>) -> String {
    let mut args = args_of(command);
    let mut manager = "bun";
    match args[0].as_str() {
        "install" | "i" => {
            args =
                if args.len() == 1 { vec!["install".into()] } else { bun_install_flags(rename(args, "add")) };
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => args = bun_install_flags(rename(args, "remove")),
        "cache" if args.get(1).is_some_and(|a| a == "clean") => {
            args = ["pm", "cache", "rm"].map(String::from).into_iter().chain(args.drain(2..)).collect();
        }
        "rebuild" | "rb" => {
            args[0] = "add".into();
            args.push("--force".into());
        }
        "run" | "stop" | "start" | "unlink" => {}
        "list" | "ls" => {
            args = bun_install_flags(args);
            args[0] = "ls".into();
            args.insert(0, "pm".into());
        }
        "init" | "create" => match args.get(1).cloned() {
            Some(name) if name.starts_with('@') => {
                manager = "bunx";
                args[1] = name.replacen('/', "/create-", 1);
                args.remove(0);
            }
            Some(name) if !name.is_empty() && !name.starts_with('-') => {
                manager = "bunx";
                args[1] = format!("create-{}", name.replacen("@latest", "", 1));
                args.remove(0);
            }
            Some(name) if !name.is_empty() => args[0] = "init".into(),
            _ => {}
        },
        "link" | "ln" => args = rename(bun_install_flags(args), "link"),
        "test" | "t" | "tst" => {
            args[0] = "test".into();
            args.insert(0, "run".into());
        }
        "exec" => {
            manager = "bunx";
            args.remove(0);
        }
        _ => manager = "npm",
    }
    args.retain(|a| a != "--");
    let line = joined(manager, &args);
    let line = if manager == "npm" { format!("{line}{UNCONVERTED}") } else { line };
    line.replacen('=', " ", 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cases written here, each with what `npm-to-yarn` 3.2 (the package Docusaurus' plugin
    /// calls) gives for Yarn, pnpm and Bun, recorded by running it.
    #[test]
    fn commands_convert_as_the_npm_to_yarn_package_converts_them() {
        let cases: Vec<[String; 4]> = serde_json::from_str(include_str!("npm2yarn.json"))
            .expect("npm2yarn.json is a list of 4 strings");
        let mut wrong = Vec::new();
        for [npm, yarn, pnpm, bun] in &cases {
            for (to, want) in [("yarn", yarn), ("pnpm", pnpm), ("bun", bun)] {
                let got = convert(npm, to).unwrap();
                if &got != want {
                    wrong.push(format!("{npm:?} for {to}: {got:?}, not {want:?}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{} of {} differ:\n{}", wrong.len(), cases.len() * 3, wrong.join("\n"));
        assert_eq!(convert("npm ci", "deno"), None);
    }
}
