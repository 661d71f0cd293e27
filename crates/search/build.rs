//! Makes the browser's copies of what this crate declares, with the
//! workspace's one TypeScript generator (`crates/typescript`): the index
//! files' types and constants (`src/format.rs` → `format.ts`) and the term
//! rules (`rules.json` → `rules.ts`). xtask's `ui_copies` keeps them in ui/.

use std::{env, fs, path::Path};

fn main() {
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let out = Path::new(&out);
    for input in ["src/format.rs", "rules.json"] {
        println!("cargo::rerun-if-changed={input}");
    }

    let format = fs::read_to_string("src/format.rs").expect("read src/format.rs");
    let format = format!(
        "// Generated from crates/search/src/format.rs by `UPDATE_RULES=1 cargo test -p xtask search_format`. Do not edit.\n{}",
        typescript::read(&format).typescript()
    );
    fs::write(out.join("format.ts"), format).expect("write format.ts");

    let rules = fs::read_to_string("rules.json").expect("read rules.json");
    let rules = format!(
        "// Generated from crates/search/rules.json by `UPDATE_RULES=1 cargo test -p xtask search_rules`. Do not edit.\n{}",
        typescript::json_constant("rules", &rules)
    );
    fs::write(out.join("rules.ts"), rules).expect("write rules.ts");
}
