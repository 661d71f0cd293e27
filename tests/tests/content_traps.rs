//! Traps a reader falls into when following the site's pages literally:
//! a command that uses a security group, key pair or network the page never
//! creates (nor links to where it is created), SSH opened to the whole
//! internet, `pip install --user` (refused by PEP 668 systems), and menu paths
//! that quote labels the Korean console does not show.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use content_model::links::normalize;

/// Console labels the Korean Horizon does not show, with the label it does show.
const WRONG_MENU_LABELS: &[(&str, &str)] = &[
    ("스냅숏", "스냅샷"),
    ("컴퓨트 →", "Compute →"),
    ("Identity →", "인증 →"),
    ("Application Credentials", "어플리케이션 증명서"),
    ("유동 IP →", "Floating IP →"),
];

/// Names a reader never has to create: every project has a `default` security group.
const GIVEN_NAMES: &[(Kind, &str)] = &[(Kind::SecurityGroup, "default")];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    SecurityGroup,
    KeyPair,
    Network,
}

/// A page as the reader sees it: its route, its file and its Markdown (service facts filled in).
struct Page {
    route: String,
    source: String,
    text: String,
}

#[derive(Debug, Default)]
struct Commands {
    /// (kind, name) in the order the page uses or creates them; `true` when created.
    names: Vec<(Kind, String, bool)>,
    /// Whole commands (continuation lines joined).
    lines: Vec<String>,
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

fn pages(root: &Path) -> Vec<Page> {
    let loaded = site_loader::load(root);
    let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "content errors:\n{}", errors.join("\n"));
    let site = loaded.site.expect("site loads");
    let docs = site.docs.iter().map(|d| Page {
        route: d.meta.path.clone(),
        source: d.source.path.clone(),
        text: d.source.text.clone(),
    });
    let posts = site.posts.iter().map(|p| Page {
        route: p.meta.path.clone(),
        source: p.source.path.clone(),
        text: p.source.text.clone(),
    });
    docs.chain(posts).collect()
}

/// Shell commands of the page's `bash`/`sh`/`powershell` blocks, continuation lines joined.
fn commands(markdown: &str) -> Commands {
    let mut out = Commands::default();
    let mut in_shell = None;
    let mut pending = String::new();
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            in_shell = match in_shell {
                Some(_) => None,
                None => {
                    let lang = info.split_whitespace().next().unwrap_or("");
                    Some(matches!(lang, "bash" | "sh" | "shell" | "console" | "powershell"))
                }
            };
            continue;
        }
        if in_shell != Some(true) {
            continue;
        }
        let code = trimmed.split(" #").next().unwrap_or("").trim_end();
        match code.strip_suffix('\\') {
            Some(part) => pending.push_str(part),
            None => {
                pending.push_str(code);
                let command = pending.split_whitespace().collect::<Vec<_>>().join(" ");
                pending.clear();
                if !command.is_empty() {
                    out.names.extend(names_in(&command));
                    out.lines.push(command);
                }
            }
        }
    }
    out
}

/// The security groups, key pairs and networks one `openstack` command uses or creates.
fn names_in(command: &str) -> Vec<(Kind, String, bool)> {
    let command = without_placeholders(command);
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some(start) = words.iter().position(|w| *w == "openstack") else { return Vec::new() };
    let words = &words[start + 1..];
    let positional: Vec<&str> = positional_args(words);
    let last = positional.last().copied();
    let mut found = Vec::new();
    let mut push = |kind, name: Option<&str>, created| {
        if let Some(name) = name.filter(|n| !n.starts_with('<') && !n.starts_with('$')) {
            found.push((kind, name.to_string(), created));
        }
    };
    let sub = positional.join(" ");
    if sub.starts_with("security group create") {
        push(Kind::SecurityGroup, last, true);
    } else if sub.starts_with("keypair create") {
        push(Kind::KeyPair, last, true);
    } else if sub.starts_with("network create") {
        push(Kind::Network, last, true);
    } else if sub.starts_with("security group rule create")
        || sub.starts_with("security group rule list")
        || sub.starts_with("server add security group")
        || sub.starts_with("security group show")
    {
        push(Kind::SecurityGroup, last, false);
    } else if sub.starts_with("keypair show") {
        push(Kind::KeyPair, last, false);
    }
    for pair in words.windows(2) {
        match pair[0] {
            "--security-group" | "--remote-group" => push(Kind::SecurityGroup, Some(pair[1]), false),
            "--key-name" => push(Kind::KeyPair, Some(pair[1]), false),
            "--network" if sub.starts_with("server create") => push(Kind::Network, Some(pair[1]), false),
            _ => {}
        }
    }
    // A group's rule that refers to the group itself is created on the line before.
    found.sort_by_key(|(_, _, created)| !created);
    found
}

/// `<키 페어 이름>` becomes one word `<>`: a value the reader fills in, never a name to check.
fn without_placeholders(command: &str) -> String {
    let mut out = String::with_capacity(command.len());
    let mut depth = 0;
    for c in command.chars() {
        match c {
            '<' => {
                if depth == 0 {
                    out.push_str("<>");
                }
                depth += 1;
            }
            '>' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => out.push(c),
        }
    }
    out
}

/// Words that are neither options nor option values (long options take one value,
/// except the flags listed).
fn positional_args<'a>(words: &[&'a str]) -> Vec<&'a str> {
    const FLAGS: &[&str] = &["--ingress", "--egress", "--wait", "--force", "--all-projects", "--names"];
    let mut out = Vec::new();
    let mut skip = false;
    for word in words {
        if skip {
            skip = false;
        } else if word.starts_with("--") {
            skip = !FLAGS.contains(word) && !word.contains('=');
        } else if *word == "-c" || *word == "-f" {
            // The output options (`-c column`, `-f format`) take a value.
            skip = true;
        } else if !word.starts_with('-') {
            out.push(*word);
        }
    }
    out
}

/// Routes a page links to, by route or relative `.md` path.
fn linked_routes(page: &Page, route_of_source: &BTreeMap<String, String>) -> BTreeSet<String> {
    let mut routes = BTreeSet::new();
    let dir = page.source.rsplit_once('/').map_or("", |(d, _)| d);
    for part in page.text.split("](").skip(1) {
        let target = part.split(')').next().unwrap_or("");
        let target = target.split('#').next().unwrap_or("");
        if target.starts_with('/') {
            routes.insert(target.trim_end_matches('/').to_string());
        } else if target.ends_with(".md")
            // Sources are named from the site folder, without the leading `/`.
            && let Some(route) = route_of_source.get(normalize(&format!("{dir}/{target}")).trim_start_matches('/'))
        {
            routes.insert(route.clone());
        }
    }
    routes
}

/// Every trap found in `pages`, one message each.
fn traps(pages: &[Page]) -> Vec<String> {
    let route_of_source: BTreeMap<String, String> =
        pages.iter().map(|p| (p.source.clone(), p.route.clone())).collect();
    let parsed: Vec<Commands> = pages.iter().map(|p| commands(&p.text)).collect();
    let created_on: BTreeMap<String, BTreeSet<(Kind, String)>> = pages
        .iter()
        .zip(&parsed)
        .map(|(p, c)| {
            let created = c.names.iter().filter(|(_, _, made)| *made).map(|(k, n, _)| (*k, n.clone()));
            (p.route.clone(), created.collect())
        })
        .collect();
    let mut found = Vec::new();
    for (page, commands) in pages.iter().zip(&parsed) {
        let links = linked_routes(page, &route_of_source);
        let mut made_here: BTreeSet<(Kind, String)> =
            GIVEN_NAMES.iter().map(|(k, n)| (*k, n.to_string())).collect();
        for (kind, name, created) in &commands.names {
            let key = (*kind, name.clone());
            if *created {
                made_here.insert(key);
                continue;
            }
            let linked = links.iter().any(|r| created_on.get(r).is_some_and(|made| made.contains(&key)));
            if !made_here.contains(&key) && !linked {
                found.push(format!(
                    "{}: uses {kind:?} `{name}` without creating it earlier on the page or linking to a page that does",
                    page.source
                ));
            }
        }
        for command in &commands.lines {
            if opens_ssh_to_everyone(command) {
                found.push(format!("{}: opens port 22 to 0.0.0.0/0: `{command}`", page.source));
            }
        }
        if page.text.contains("pip install --user") || page.text.contains("pip3 install --user") {
            found.push(format!(
                "{}: `pip install --user` fails on PEP 668 systems (use pipx or a venv)",
                page.source
            ));
        }
        for (wrong, right) in WRONG_MENU_LABELS {
            for menu in page.text.split("**").skip(1).step_by(2).filter(|s| s.contains('→')) {
                if menu.contains(wrong) {
                    found.push(format!(
                        "{}: menu path **{menu}** quotes `{wrong}`; the Korean console shows `{right}`",
                        page.source
                    ));
                }
            }
        }
    }
    found
}

/// A rule for port 22 without `--remote-ip`/`--remote-group` is open to 0.0.0.0/0.
fn opens_ssh_to_everyone(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let is_rule = command.contains("security group rule create");
    let port_22 = words.windows(2).any(|w| w[0] == "--dst-port" && (w[1] == "22" || w[1] == "22:22"));
    if !is_rule || !port_22 {
        return false;
    }
    let remote = words.windows(2).find(|w| w[0] == "--remote-ip" || w[0] == "--remote-group");
    match remote {
        None => true,
        Some(w) => w[0] == "--remote-ip" && (w[1] == "0.0.0.0/0" || w[1] == "::/0"),
    }
}

#[test]
fn the_sites_pages_have_none_of_the_known_traps() {
    let pages = pages(&repo());
    assert!(pages.len() > 20, "{} pages", pages.len());
    let found = traps(&pages);
    assert!(found.is_empty(), "content traps:\n{}", found.join("\n"));
}

fn page(route: &str, source: &str, text: &str) -> Page {
    Page { route: route.into(), source: source.into(), text: text.into() }
}

#[test]
fn a_group_used_before_it_is_created_is_a_trap_unless_a_linked_page_creates_it() {
    let create = "```bash\nopenstack security group create ssh-only\n```\n";
    let use_it = "```bash\nopenstack server create web-1 \\\n  --security-group ssh-only \\\n  --key-name <키> --wait\n```\n";
    let alone = page("/a", "content/docs/a.md", use_it);
    let found = traps(&[alone]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("SecurityGroup `ssh-only`"), "{found:?}");

    let after = page("/a", "content/docs/a.md", &format!("{use_it}{create}"));
    assert_eq!(traps(&[after]).len(), 1, "created after the use");

    let before = page("/a", "content/docs/a.md", &format!("{create}{use_it}"));
    assert!(traps(&[before]).is_empty());

    let linked = [
        page("/a", "content/docs/a.md", &format!("[그룹 만들기](./b.md#x)\n{use_it}")),
        page("/b", "content/docs/b.md", create),
    ];
    assert!(traps(&linked).is_empty(), "{:?}", traps(&linked));
    let by_route = [
        page("/a", "content/docs/a.md", &format!("[그룹 만들기](/b)\n{use_it}")),
        page("/b", "content/docs/b.md", create),
    ];
    assert!(traps(&by_route).is_empty());
}

#[test]
fn key_pairs_and_networks_are_checked_and_placeholders_and_default_are_not() {
    let text = "```bash\nopenstack server create x --network lab-net --key-name lost-key --security-group default --image <우분투 이미지 이름>\nopenstack keypair show <키 페어 이름> -c fingerprint\n```\n";
    let found = traps(&[page("/a", "content/docs/a.md", text)]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().any(|f| f.contains("KeyPair `lost-key`")));
    assert!(found.iter().any(|f| f.contains("Network `lab-net`")));
    let made = "```bash\nopenstack keypair create --public-key ~/.ssh/a.pub lost-key\nopenstack network create lab-net\n```\n";
    assert!(traps(&[page("/a", "content/docs/a.md", &format!("{made}{text}"))]).is_empty());
}

#[test]
fn ssh_open_to_everyone_is_a_trap() {
    let open = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 s\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", open)]).len(), 1);
    let everyone = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 \\\n  --remote-ip 0.0.0.0/0 s\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", everyone)]).len(), 1);
    let mine = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 \\\n  --remote-ip <내 IP>/32 s\n```\n";
    assert!(traps(&[page("/a", "a.md", mine)]).is_empty());
    let web = "```bash\nopenstack security group create w\nopenstack security group rule create --ingress --protocol tcp --dst-port 80 w\n```\n";
    assert!(traps(&[page("/a", "a.md", web)]).is_empty());
}

#[test]
fn pip_install_user_and_wrong_menu_labels_are_traps() {
    let pip = "```bash\npython3 -m pip install --user python-openstackclient\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", pip)]).len(), 1);
    let menu = "**볼륨 → 스냅숏**에서 확인합니다. **스냅숏**은 사본입니다. **Compute → 이미지**";
    let found = traps(&[page("/a", "a.md", menu)]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("`스냅샷`"), "{found:?}");
}

/// Hangul syllables outside fenced code: the useful prose a page holds.
fn hangul_prose(markdown: &str) -> usize {
    let mut in_code = false;
    let mut count = 0;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code {
            count += line.chars().filter(|c| ('\u{ac00}'..='\u{d7a3}').contains(c)).count();
        }
    }
    count
}

#[test]
fn every_page_holds_enough_prose_and_every_tutorial_says_how_long_and_how_to_clean_up() {
    let pages = pages(&repo());
    let mut found = Vec::new();
    for page in &pages {
        // The glossary's text comes from content/data/glossary.yml.
        if !page.text.contains("<Glossary") && hangul_prose(&page.text) < 600 {
            found.push(format!(
                "{}: {} Hangul characters of prose, fewer than 600",
                page.source,
                hangul_prose(&page.text)
            ));
        }
        let is_tutorial = page.route.starts_with("/tutorial/");
        if is_tutorial && !page.text.contains("\n## 정리하기") {
            found.push(format!("{}: a tutorial without a `## 정리하기` section", page.source));
        }
        if is_tutorial && !page.text.contains("걸리") {
            found.push(format!("{}: a tutorial that does not say how long it takes", page.source));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert_eq!(hangul_prose("가나\n```\n다라마\n```\n바"), 3);
}
