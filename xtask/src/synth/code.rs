//! Code blocks for the code-heavy corpus (`cargo xtask synth --code`): the
//! languages issue 13 lists, in the shapes docs use them (commands with
//! prompts and output, configuration files, short programs), of varied length.
//! Every block is different (names carry the doc and block number), so the
//! build's memo of highlighted blocks cannot skip any of them.

use std::fmt::Write as _;

use super::Rng;

/// Languages and their weights (out of 100): commands dominate, as on the real site.
const LANGUAGES: [(&str, usize); 22] = [
    ("bash", 28),
    ("console", 10),
    ("yaml", 10),
    ("json", 6),
    ("python", 6),
    ("toml", 3),
    ("ini", 2),
    ("javascript", 3),
    ("typescript", 3),
    ("jsx", 2),
    ("tsx", 2),
    ("go", 3),
    ("rust", 3),
    ("java", 2),
    ("dockerfile", 3),
    ("nginx", 2),
    ("hcl", 2),
    ("sql", 2),
    ("diff", 2),
    ("html", 2),
    ("css", 2),
    ("markdown", 2),
];

const NAMES: [&str; 12] = [
    "web", "db", "cache", "worker", "api", "gateway", "batch", "monitor", "storage", "auth", "queue", "proxy",
];

/// What a block is for, so names read like a doc's rather than a fuzzer's.
struct Seed<'a> {
    rng: &'a mut Rng,
    /// `<doc>-<block>`: unique in the corpus.
    id: String,
}

impl Seed<'_> {
    fn name(&mut self) -> String {
        format!("{}-{}", NAMES[self.rng.next() % NAMES.len()], self.id)
    }

    fn number(&mut self, below: usize) -> usize {
        1 + self.rng.next() % below
    }

    /// How many repeated items a block has: mostly a few, sometimes many.
    fn items(&mut self) -> usize {
        match self.rng.next() % 10 {
            0..=6 => 1 + self.rng.next() % 2,
            7..=8 => 3 + self.rng.next() % 3,
            _ => 6 + self.rng.next() % 8,
        }
    }
}

/// A fenced block: the info string and the code, for doc `doc`'s block `n`.
pub(super) fn block(rng: &mut Rng, doc: usize, n: usize) -> (String, String) {
    let mut pick = rng.next() % 100;
    let language = LANGUAGES
        .iter()
        .find(|(_, weight)| {
            let hit = pick < *weight;
            pick = pick.saturating_sub(*weight);
            hit
        })
        .map_or("bash", |(l, _)| l);
    let mut seed = Seed { rng, id: format!("{doc}-{n}") };
    let code = match language {
        "bash" => bash(&mut seed),
        "console" => console(&mut seed),
        "yaml" => yaml(&mut seed),
        "json" => json(&mut seed),
        "python" => python(&mut seed),
        "toml" => toml(&mut seed),
        "ini" => ini(&mut seed),
        "javascript" | "jsx" => javascript(&mut seed, language == "jsx"),
        "typescript" | "tsx" => typescript(&mut seed, language == "tsx"),
        "go" => go(&mut seed),
        "rust" => rust(&mut seed),
        "java" => java(&mut seed),
        "dockerfile" => dockerfile(&mut seed),
        "nginx" => nginx(&mut seed),
        "hcl" => hcl(&mut seed),
        "sql" => sql(&mut seed),
        "diff" => diff(&mut seed),
        "html" => html(&mut seed),
        "css" => css(&mut seed),
        _ => markdown(&mut seed),
    };
    let info = match seed.rng.next() % 4 {
        0 => format!("{language} title=\"예시 {doc}-{n}\""),
        1 if code.lines().count() > 2 => format!("{language} {{2}}"),
        _ => language.to_string(),
    };
    (info, code)
}

fn bash(s: &mut Seed) -> String {
    let mut out = String::new();
    for _ in 0..s.items() {
        let name = s.name();
        let line = match s.rng.next() % 10 {
            0 => format!(
                "openstack server create --flavor m1.small --image ubuntu-22.04 --network private {name}"
            ),
            1 => format!("openstack volume create --size {} \"data-{name}\"", s.number(100)),
            2 => format!(
                "ssh -i ~/.ssh/id_ed25519 ubuntu@10.0.{}.{} # {name}에 접속",
                s.number(254),
                s.number(254)
            ),
            3 => format!(
                "sudo apt-get install -y nginx certbot && sudo systemctl enable --now nginx # {name}의 웹 서버"
            ),
            4 => format!("export OS_PROJECT_NAME=\"{name}\" OS_REGION_NAME=RegionOne"),
            5 => format!("kubectl -n {name} get pods -o wide | grep -v Completed"),
            6 => format!(
                "for host in $(seq 1 {}); do ping -c 1 \"node-$host.{name}\" >/dev/null || echo \"$host down\"; done",
                s.number(9)
            ),
            7 => format!(
                "docker run -d --name {name} -p {}:80 -v \"$PWD/html:/usr/share/nginx/html:ro\" nginx:1.27",
                8000 + s.number(999)
            ),
            8 => format!(
                "if [ -f \"/etc/{name}.conf\" ]; then\n  cp \"/etc/{name}.conf\" \"/tmp/{name}.bak\"\nfi"
            ),
            _ => format!(
                "curl -fsSL \"https://api.example.com/v1/{name}?limit={}\" | jq '.items[].id'",
                s.number(50)
            ),
        };
        let _ = writeln!(out, "{line}");
    }
    out
}

fn console(s: &mut Seed) -> String {
    let mut out = String::new();
    for _ in 0..s.items().min(4) {
        let name = s.name();
        let _ = writeln!(out, "$ openstack server show {name} -f value -c status -c addresses");
        let _ = writeln!(out, "ACTIVE");
        let _ =
            writeln!(out, "private=10.0.{}.{}, 203.0.113.{}", s.number(254), s.number(254), s.number(254));
        if s.rng.next().is_multiple_of(2) {
            let _ = writeln!(out, "$ df -h /var/lib/{name}");
            let _ = writeln!(out, "Filesystem      Size  Used Avail Use% Mounted on");
            let _ = writeln!(
                out,
                "/dev/vdb         {}G  {}G   12G  45% /var/lib/{name}",
                s.number(99),
                s.number(40)
            );
        }
    }
    out
}

fn yaml(s: &mut Seed) -> String {
    let mut out = String::from("services:\n");
    for _ in 0..s.items() {
        let name = s.name();
        let port = 3000 + s.number(5000);
        let _ = write!(
            out,
            "  {name}:\n    image: \"registry.example.com/{name}:1.{}\"\n    ports: [\"{port}:{port}\"]\n    environment:\n      LOG_LEVEL: info # 운영에서는 warn\n",
            s.number(20)
        );
    }
    out
}

fn json(s: &mut Seed) -> String {
    let fields: Vec<String> = (0..s.items())
        .map(|i| {
            let name = s.name();
            match i % 4 {
                0 => format!("  \"{name}\": {{ \"enabled\": true, \"port\": {} }}", 1000 + s.number(9000)),
                1 => format!("  \"tags-{i}\": [\"{name}\", \"student\", null]"),
                2 => format!("  \"ratio-{i}\": {}.{}", s.number(9), s.number(99)),
                _ => format!("  \"description-{i}\": \"{name} 서비스의 설정\""),
            }
        })
        .collect();
    format!("{{\n{}\n}}\n", fields.join(",\n"))
}

fn python(s: &mut Seed) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "import os\nfrom openstack import connection\n\n\ndef list_{name}(cloud: str = \"aolda\") -> list[str]:\n    \"\"\"서버 이름 목록을 돌려줍니다.\"\"\"\n    conn = connection.from_config(cloud=cloud)\n    names = []\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "    names += [f\"{{s.name}}-{i}\" for s in conn.compute.servers(project_id=os.environ[\"PROJECT_{i}\"]) if len(s.name) > {}]",
            s.number(9)
        );
    }
    out.push_str("    return sorted(names)\n");
    out
}

fn toml(s: &mut Seed) -> String {
    let mut out = String::new();
    for _ in 0..s.items() {
        let name = s.name();
        let _ = write!(
            out,
            "[servers.{name}]\naddress = \"10.0.{}.{}\"\nport = {}\ntags = [\"web\", \"학생\"]\n",
            s.number(254),
            s.number(254),
            1000 + s.number(9000)
        );
    }
    out
}

fn ini(s: &mut Seed) -> String {
    let mut out = String::from("; 클라이언트 설정\n");
    for _ in 0..s.items() {
        let name = s.name();
        let _ = write!(out, "[{name}]\nhost = {name}.example.com\nport = {}\n", 1000 + s.number(9000));
    }
    out
}

fn javascript(s: &mut Seed, jsx: bool) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "import {{ fetchServers }} from \"./api.js\";\n\nexport async function load_{name}(project) {{\n  const servers = await fetchServers(project);\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "  const group{i} = servers.filter((s) => s.status === \"ACTIVE\" && s.ram >= {});",
            512 * s.number(8)
        );
    }
    if jsx {
        out.push_str("  return (\n    <ul className=\"servers\">\n      {servers.map((s) => <li key={s.id}>{s.name}</li>)}\n    </ul>\n  );\n}\n");
    } else {
        out.push_str("  return servers.map(({ id, name }) => `${id}: ${name}`);\n}\n");
    }
    out
}

fn typescript(s: &mut Seed, tsx: bool) -> String {
    let name = s.name().replace('-', "_");
    let mut out =
        format!("interface Server_{name} {{\n  id: string;\n  name: string;\n  ram: number;\n}}\n\n");
    let _ = writeln!(
        out,
        "export function pick_{name}(servers: Server_{name}[], limit = {}): Server_{name}[] {{",
        s.number(20)
    );
    for i in 0..s.items() {
        let _ = writeln!(out, "  const step{i}: number = servers.length > {i} ? servers[{i}].ram * 2 : 0;");
    }
    out.push_str("  return servers.slice(0, limit);\n}\n");
    if tsx {
        let _ = write!(
            out,
            "\nexport const List_{name} = ({{ items }}: {{ items: Server_{name}[] }}) => (\n  <ol>{{items.map((s) => <li key={{s.id}}>{{s.name}}</li>)}}</ol>\n);\n"
        );
    }
    out
}

fn go(s: &mut Seed) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "package main\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n)\n\nfunc handle_{name}(w http.ResponseWriter, r *http.Request) {{\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(out, "\tfmt.Fprintf(w, \"step %d of %s\\n\", {i}, r.URL.Query().Get(\"step{i}\"))");
    }
    let _ = write!(
        out,
        "}}\n\nfunc main() {{\n\thttp.HandleFunc(\"/{name}\", handle_{name})\n\t_ = http.ListenAndServe(\":{}\", nil)\n}}\n",
        8000 + s.number(999)
    );
    out
}

fn rust(s: &mut Seed) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "use std::collections::HashMap;\n\n/// 이름별 포트\nfn ports_{name}() -> HashMap<&'static str, u16> {{\n    let mut ports = HashMap::new();\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(out, "    ports.insert(\"service-{i}\", {}_u16);", 1000 + s.number(9000));
    }
    out.push_str("    ports\n}\n");
    out
}

fn java(s: &mut Seed) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "public class Client_{name} {{\n    private final String endpoint = \"https://{}.example.com\";\n\n    public int count() {{\n        int total = 0;\n",
        name.replace('_', "-")
    );
    for i in 0..s.items() {
        let _ = writeln!(out, "        total += Integer.parseInt(System.getenv(\"COUNT_{i}\")); // {i}번째");
    }
    out.push_str("        return total;\n    }\n}\n");
    out
}

fn dockerfile(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = format!(
        "FROM python:3.{}-slim AS base\nWORKDIR /srv/{name}\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n",
        8 + s.number(4)
    );
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "ENV STEP_{i}=\"{name}\"\nRUN echo \"$STEP_{i}\" >> /etc/steps && chmod 644 /etc/steps"
        );
    }
    let _ = writeln!(out, "EXPOSE {}\nCMD [\"python\", \"-m\", \"app\"]", 8000 + s.number(999));
    out
}

fn nginx(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = format!(
        "server {{\n    listen 443 ssl;\n    server_name {name}.example.com;\n    ssl_certificate /etc/letsencrypt/live/{name}/fullchain.pem;\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "    location /app{i}/ {{\n        proxy_pass http://127.0.0.1:{};\n        proxy_set_header Host $host;\n    }}",
            3000 + s.number(999)
        );
    }
    out.push_str("}\n");
    out
}

fn hcl(s: &mut Seed) -> String {
    let mut out = String::new();
    for _ in 0..s.items() {
        let name = s.name();
        let _ = write!(
            out,
            "resource \"openstack_compute_instance_v2\" \"{name}\" {{\n  name        = \"{name}\"\n  key_pair    = var.key_pair\n  count       = {}\n}}\n",
            s.number(3)
        );
    }
    out
}

fn sql(s: &mut Seed) -> String {
    let name = s.name().replace('-', "_");
    let mut out = format!(
        "CREATE TABLE IF NOT EXISTS {name} (\n  id SERIAL PRIMARY KEY,\n  owner VARCHAR(64) NOT NULL,\n  created_at TIMESTAMP DEFAULT now()\n);\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(out, "INSERT INTO {name} (owner) VALUES ('student-{i}'); -- {i}번 학생");
    }
    let _ = writeln!(out, "SELECT owner, count(*) FROM {name} WHERE id > {} GROUP BY owner;", s.number(100));
    out
}

fn diff(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = format!("--- a/config/{name}.yml\n+++ b/config/{name}.yml\n");
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "@@ -{0},3 +{0},3 @@\n replicas: 2\n-image: {name}:1.{i}\n+image: {name}:1.{1}",
            10 * i + 1,
            i + 1
        );
    }
    out
}

fn html(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = format!(
        "<!doctype html>\n<html lang=\"ko\">\n<head>\n  <meta charset=\"utf-8\">\n  <title>{name}</title>\n</head>\n<body>\n"
    );
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "  <section id=\"step-{i}\" class=\"step\">\n    <a href=\"/docs/{name}#step-{i}\">{i}단계</a>\n  </section>"
        );
    }
    out.push_str("</body>\n</html>\n");
    out
}

fn css(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = String::new();
    for i in 0..s.items() {
        let _ = write!(
            out,
            ".{name} .step-{i} {{\n  margin: {}px 0;\n  color: #{:06x};\n  border-radius: 0.{}rem;\n}}\n",
            s.number(32),
            s.rng.next() % 0xffffff,
            s.number(9)
        );
    }
    out
}

fn markdown(s: &mut Seed) -> String {
    let name = s.name();
    let mut out = format!("# {name} 사용법\n\n");
    for i in 0..s.items() {
        let _ = writeln!(
            out,
            "- **{i}단계**: [`{name}`](https://example.com/{name}) 문서를 읽고 _설정_을 확인합니다."
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_distinct_and_of_every_language() {
        assert_eq!(LANGUAGES.iter().map(|(_, w)| w).sum::<usize>(), 100);
        let mut rng = Rng(7);
        let blocks: Vec<(String, String)> = (0..2000).map(|n| block(&mut rng, 0, n)).collect();
        let distinct: std::collections::HashSet<&String> = blocks.iter().map(|(_, code)| code).collect();
        assert_eq!(distinct.len(), blocks.len());
        for (language, _) in LANGUAGES {
            assert!(
                blocks.iter().any(|(info, _)| info.split_whitespace().next() == Some(language)),
                "no {language} block"
            );
        }
        for (language, _) in LANGUAGES {
            assert!(matches!(highlight::Language::find(language), highlight::Language::Known(_)));
        }
        let lines: Vec<usize> = blocks.iter().map(|(_, code)| code.lines().count()).collect();
        assert!(lines.contains(&1) && lines.iter().any(|&n| n >= 30), "varied lengths");
    }
}
