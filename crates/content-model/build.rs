//! Generates, with the workspace's one TypeScript generator (`crates/typescript`),
//! the declarations of `src/meta.rs` (codegen writes `TS_DECLARATIONS` to
//! `ui/src/generated/types.ts`) and the shared constants of `src/shared.rs`
//! (xtask's `ui_copies` keeps them in `ui/src/constants.js` and `.d.ts`).

use std::{env, fs, path::Path};

fn main() {
    let source_path = "src/meta.rs";
    println!("cargo::rerun-if-changed={source_path}");
    let source = fs::read_to_string(source_path).expect("read src/meta.rs");
    let module = typescript::read(&source);
    let declarations =
        format!("// Generated from crates/content-model/src/meta.rs. Do not edit.\n{}", module.typescript());
    let rust = format!(
        "/// TypeScript declarations of every type in `meta.rs`.\n\
         pub const TS_DECLARATIONS: &str = {declarations:?};\n\
         /// Names of the types declared in `TS_DECLARATIONS`.\n\
         pub const TS_TYPE_NAMES: &[&str] = &{:?};\n",
        module.names()
    );
    let out = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).to_path_buf();
    fs::write(out.join("ts_declarations.rs"), rust).expect("write ts_declarations.rs");

    let shared_path = "src/shared.rs";
    println!("cargo::rerun-if-changed={shared_path}");
    let shared = typescript::read(&fs::read_to_string(shared_path).expect("read src/shared.rs"));
    let header = "// Generated from crates/content-model/src/shared.rs by `UPDATE_RULES=1 cargo test -p xtask constants`. Do not edit.\n";
    let rust = format!(
        "/// `ui/src/constants.d.ts`: the types of [`shared`]'s constants.\n\
         pub const SHARED_DECLARATIONS: &str = {:?};\n\
         /// `ui/src/constants.js`: [`shared`]'s constants, for Node and the browser.\n\
         pub const SHARED_JAVASCRIPT: &str = {:?};\n",
        format!("{header}{}", shared.declarations()),
        format!("{header}{}", shared.javascript()),
    );
    fs::write(out.join("shared_ts.rs"), rust).expect("write shared_ts.rs");
}
