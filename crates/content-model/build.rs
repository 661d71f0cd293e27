//! Generates the TypeScript declarations of `src/meta.rs` with the workspace's
//! one generator (`crates/typescript`). Codegen writes `TS_DECLARATIONS` to
//! `ui/src/generated/types.ts`.

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
    let out = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("ts_declarations.rs");
    fs::write(out, rust).expect("write ts_declarations.rs");
}
