//! Generates the TypeScript declarations of `src/meta.rs`.
//!
//! The Rust declarations are the single source: this script parses them with
//! `syn`, renders one TS declaration per type, and emits (with `quote`, formatted
//! by `prettyplease`) a Rust module holding the result as constants. Codegen
//! writes `TS_DECLARATIONS` to `ui/src/generated/types.ts`.

use std::{env, fs, path::Path};

use quote::quote;
use syn::{Attribute, Fields, GenericArgument, Item, PathArguments, Type};

fn main() {
    let source_path = "src/meta.rs";
    println!("cargo::rerun-if-changed={source_path}");
    let source = fs::read_to_string(source_path).expect("read src/meta.rs");
    let file = syn::parse_file(&source).expect("src/meta.rs parses");

    let mut declarations = String::from("// Generated from crates/content-model/src/meta.rs. Do not edit.\n");
    let mut names = Vec::new();
    for item in &file.items {
        match item {
            Item::Struct(item) if is_pub(&item.vis) => {
                names.push(item.ident.to_string());
                declarations.push_str(&jsdoc(&item.attrs, ""));
                declarations.push_str(&format!("export interface {} {{\n", item.ident));
                declarations.push_str(&fields_ts(&item.fields, "  "));
                declarations.push_str("}\n");
            }
            Item::Enum(item) if is_pub(&item.vis) => {
                names.push(item.ident.to_string());
                let tag = serde_attr(&item.attrs, "tag")
                    .unwrap_or_else(|| panic!("enum {} needs #[serde(tag = ...)]", item.ident));
                declarations.push_str(&jsdoc(&item.attrs, ""));
                declarations.push_str(&format!("export type {} =\n", item.ident));
                for variant in &item.variants {
                    let kind =
                        serde_attr(&variant.attrs, "rename").unwrap_or_else(|| variant.ident.to_string());
                    declarations.push_str(&format!("  | {{\n    {tag}: {kind:?};\n"));
                    declarations.push_str(&fields_ts(&variant.fields, "    "));
                    declarations.push_str("  }\n");
                }
                declarations.push_str(";\n");
            }
            _ => {}
        }
    }

    let module = quote! {
        /// TypeScript declarations of every type in `meta.rs`.
        pub const TS_DECLARATIONS: &str = #declarations;
        /// Names of the types declared in `TS_DECLARATIONS`.
        pub const TS_TYPE_NAMES: &[&str] = &[#(#names),*];
    };
    let formatted = prettyplease::unparse(&syn::parse2(module).expect("generated module parses"));
    let out = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("ts_declarations.rs");
    fs::write(out, formatted).expect("write ts_declarations.rs");
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

fn fields_ts(fields: &Fields, indent: &str) -> String {
    let Fields::Named(named) = fields else {
        panic!("meta.rs types must have named fields");
    };
    let mut out = String::new();
    for field in &named.named {
        let name = field.ident.as_ref().expect("named field");
        out.push_str(&jsdoc(&field.attrs, indent));
        // A field serde leaves out when empty may be missing from the data.
        let optional = if serde_attr(&field.attrs, "skip_serializing_if").is_some() { "?" } else { "" };
        out.push_str(&format!("{indent}{name}{optional}: {};\n", type_ts(&field.ty)));
    }
    out
}

fn type_ts(ty: &Type) -> String {
    let Type::Path(path) = ty else {
        panic!("unsupported type in meta.rs: {}", quote!(#ty));
    };
    let segment = path.path.segments.last().expect("type path has a segment");
    let argument = || match &segment.arguments {
        PathArguments::AngleBracketed(args) => match args.args.first() {
            Some(GenericArgument::Type(inner)) => type_ts(inner),
            _ => panic!("expected a type argument"),
        },
        _ => panic!("expected a type argument"),
    };
    match segment.ident.to_string().as_str() {
        "String" => "string".into(),
        // Free data a site writes (`customProps`), handed on as it is.
        "Json" => "unknown".into(),
        "bool" => "boolean".into(),
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" | "f32" | "f64" => "number".into(),
        "Option" => format!("{} | null", argument()),
        "Vec" => {
            let inner = argument();
            if inner.contains(' ') { format!("({inner})[]") } else { format!("{inner}[]") }
        }
        other => other.into(),
    }
}

/// Reads `#[serde(key = "value")]`.
fn serde_attr(attrs: &[Attribute], key: &str) -> Option<String> {
    let mut found = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident(key) {
                let value: syn::LitStr = meta.value()?.parse()?;
                found = Some(value.value());
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            }
            Ok(())
        })
        .expect("serde attribute parses");
    }
    found
}

fn jsdoc(attrs: &[Attribute], indent: &str) -> String {
    let lines: Vec<String> = attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => {
                    Some(s.value().trim().to_string())
                }
                _ => None,
            },
            _ => None,
        })
        .collect();
    match lines.len() {
        0 => String::new(),
        1 => format!("{indent}/** {} */\n", lines[0]),
        _ => {
            let body: String = lines.iter().map(|l| format!("{indent} * {l}\n")).collect();
            format!("{indent}/**\n{body}{indent} */\n")
        }
    }
}
