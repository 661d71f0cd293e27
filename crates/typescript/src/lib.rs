//! The one generator of TypeScript from Rust, for every value that crosses
//! from Rust to Node or the browser: content-model's `meta.rs` (the pages'
//! data and the stage manifest), search's `format.rs` (the index files) and
//! the engine's `protocol.rs` (the bundle stage's job, messages and result).
//!
//! Each of those crates runs it from its `build.rs` on its own source file,
//! so the Rust declarations are the only source: [`read`] parses them with
//! `syn` and renders one TS declaration per public struct, enum and type
//! alias, as serde writes them (`rename_all = "camelCase"`, `tag`, `rename`,
//! `skip`, fields serde may leave out made optional), with their doc comments;
//! public constants (and modules of them) become constants on the TS side.
//! It never touches the disk: the build scripts read and write.

use quote::ToTokens;
use syn::{Attribute, Expr, Fields, GenericArgument, Item, Lit, PathArguments, Type};

/// The TypeScript twin of one Rust module.
pub struct Module {
    /// The type declarations, in the Rust file's order.
    types: String,
    /// Names of the declared types.
    names: Vec<String>,
    constants: Vec<Constant>,
}

/// A public `const`, or a public `mod` of them (one TS object, `as const`).
struct Constant {
    doc: String,
    name: String,
    value: Value,
}

enum Value {
    /// A literal as JavaScript writes it.
    Literal(String),
    /// Named literals: `pub mod score { pub const TITLE: f32 = 100.0; }` is `SCORE.title`.
    Object(Vec<(String, String)>),
}

/// Reads every public type and constant of a Rust file. Panics (the build
/// script's error) on a shape it cannot say in TypeScript.
pub fn read(source: &str) -> Module {
    let file = syn::parse_file(source).expect("the Rust file parses");
    let mut module = Module { types: String::new(), names: Vec::new(), constants: Vec::new() };
    for item in &file.items {
        match item {
            Item::Struct(item) if is_pub(&item.vis) => {
                module.names.push(item.ident.to_string());
                let case = Case::of(&item.attrs);
                module.types.push_str(&jsdoc(&item.attrs, ""));
                module.types.push_str(&format!("export interface {} {{\n", item.ident));
                module.types.push_str(&fields_ts(&item.ident.to_string(), &item.fields, case, "  "));
                module.types.push_str("}\n");
            }
            Item::Enum(item) if is_pub(&item.vis) => {
                module.names.push(item.ident.to_string());
                module.types.push_str(&jsdoc(&item.attrs, ""));
                module.types.push_str(&enum_ts(item));
            }
            Item::Type(item) if is_pub(&item.vis) => {
                module.names.push(item.ident.to_string());
                module.types.push_str(&jsdoc(&item.attrs, ""));
                module.types.push_str(&format!("export type {} = {};\n", item.ident, type_ts(&item.ty)));
            }
            Item::Const(item) if is_pub(&item.vis) => module.constants.push(Constant {
                doc: jsdoc(&item.attrs, ""),
                name: item.ident.to_string(),
                value: Value::Literal(literal_js(&item.expr)),
            }),
            Item::Mod(item) if is_pub(&item.vis) => {
                let Some((_, items)) = &item.content else { continue };
                let fields = items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Const(c) if is_pub(&c.vis) => {
                            Some((camel_case(&c.ident.to_string().to_lowercase()), literal_js(&c.expr)))
                        }
                        _ => None,
                    })
                    .collect::<Vec<_>>();
                // A module of anything else (code, an `include!`) is not data.
                if fields.is_empty() {
                    continue;
                }
                module.constants.push(Constant {
                    doc: jsdoc(&item.attrs, ""),
                    name: item.ident.to_string().to_uppercase(),
                    value: Value::Object(fields),
                });
            }
            _ => {}
        }
    }
    module
}

impl Module {
    /// A TypeScript module: the types, then the constants (`as const`).
    pub fn typescript(&self) -> String {
        let mut out = self.types.clone();
        for constant in &self.constants {
            let value = match &constant.value {
                Value::Literal(literal) => literal.clone(),
                Value::Object(fields) => format!("{} as const", object(fields, ": ")),
            };
            out.push_str(&format!("{}export const {} = {value};\n", constant.doc, constant.name));
        }
        out
    }

    /// A declaration file (`.d.ts`, `.d.mts`): the types, and the constants'
    /// types; their values are [`Module::javascript`], for Node to import.
    pub fn declarations(&self) -> String {
        let mut out = self.types.clone();
        for constant in &self.constants {
            let ty = match &constant.value {
                Value::Literal(literal) => literal.clone(),
                Value::Object(fields) => {
                    let readonly: Vec<_> =
                        fields.iter().map(|(k, v)| (format!("readonly {k}"), v.clone())).collect();
                    object(&readonly, ": ")
                }
            };
            out.push_str(&format!("{}export declare const {}: {ty};\n", constant.doc, constant.name));
        }
        out
    }

    /// The constants as a JavaScript module, beside [`Module::declarations`]
    /// (which makes an object's fields read-only to the type checker; a plain
    /// literal, unlike a frozen one, is one bundlers may leave out when unused).
    pub fn javascript(&self) -> String {
        let mut out = String::new();
        for constant in &self.constants {
            let value = match &constant.value {
                Value::Literal(literal) => literal.clone(),
                Value::Object(fields) => object(fields, ": "),
            };
            out.push_str(&format!("{}export const {} = {value};\n", constant.doc, constant.name));
        }
        out
    }

    /// The names of the declared types.
    pub fn names(&self) -> &[String] {
        &self.names
    }
}

/// `export const NAME = <the JSON, pretty> as const;`: data both sides read
/// (search's `rules.json`), for the browser without a fetch.
pub fn json_constant(name: &str, json: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
    let pretty = serde_json::to_string_pretty(&value).expect("JSON prints");
    format!("export const {name} = {pretty} as const;\n")
}

fn object(fields: &[(String, String)], colon: &str) -> String {
    let fields: Vec<String> = fields.iter().map(|(k, v)| format!("{k}{colon}{v}")).collect();
    format!("{{ {} }}", fields.join(", "))
}

/// How serde names a struct's fields (`#[serde(rename_all = "camelCase")]` or as written).
#[derive(Clone, Copy)]
enum Case {
    AsWritten,
    Camel,
}

impl Case {
    fn of(attrs: &[Attribute]) -> Case {
        match serde_attr(attrs, "rename_all").as_deref() {
            None => Case::AsWritten,
            Some("camelCase") => Case::Camel,
            Some(other) => panic!("rename_all = {other:?} is not supported"),
        }
    }

    fn apply(self, name: &str) -> String {
        match self {
            Case::AsWritten => name.to_string(),
            Case::Camel => camel_case(name),
        }
    }
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// A tagged enum (`#[serde(tag = "kind")]`) is a union of objects; an enum of
/// unit variants without a tag, a union of their names.
fn enum_ts(item: &syn::ItemEnum) -> String {
    let case = Case::of(&item.attrs);
    let name = |variant: &syn::Variant| {
        serde_attr(&variant.attrs, "rename").unwrap_or_else(|| match case {
            Case::AsWritten => variant.ident.to_string(),
            Case::Camel => camel_case(&snake_case(&variant.ident.to_string())),
        })
    };
    let mut out = format!("export type {} =\n", item.ident);
    match serde_attr(&item.attrs, "tag") {
        Some(tag) => {
            for variant in &item.variants {
                out.push_str(&format!("  | {{\n    {tag}: {:?};\n", name(variant)));
                if !matches!(variant.fields, Fields::Unit) {
                    out.push_str(&fields_ts(
                        &variant.ident.to_string(),
                        &variant.fields,
                        Case::AsWritten,
                        "    ",
                    ));
                }
                out.push_str("  }\n");
            }
        }
        None => {
            for variant in &item.variants {
                assert!(
                    matches!(variant.fields, Fields::Unit),
                    "enum {} needs #[serde(tag = ...)] for its variants with fields",
                    item.ident
                );
                out.push_str(&format!("  | {:?}\n", name(variant)));
            }
        }
    }
    out.push_str(";\n");
    out
}

fn fields_ts(owner: &str, fields: &Fields, case: Case, indent: &str) -> String {
    let Fields::Named(named) = fields else {
        panic!("{owner}: types crossing to TypeScript have named fields");
    };
    let mut out = String::new();
    for field in &named.named {
        if has_serde_flag(&field.attrs, "skip") {
            continue;
        }
        let name = field.ident.as_ref().expect("named field").to_string();
        let name = serde_attr(&field.attrs, "rename").unwrap_or_else(|| case.apply(&name));
        out.push_str(&jsdoc(&field.attrs, indent));
        // A field serde leaves out when empty, or fills in when missing, may be absent.
        let optional = serde_attr(&field.attrs, "skip_serializing_if").is_some()
            || has_serde_flag(&field.attrs, "default");
        let optional = if optional { "?" } else { "" };
        out.push_str(&format!("{indent}{name}{optional}: {};\n", type_ts(&field.ty)));
    }
    out
}

fn type_ts(ty: &Type) -> String {
    match ty {
        Type::Reference(reference) => type_ts(&reference.elem),
        Type::Slice(slice) => array(type_ts(&slice.elem)),
        Type::Tuple(tuple) => {
            let items: Vec<String> = tuple.elems.iter().map(type_ts).collect();
            format!("[{}]", items.join(", "))
        }
        Type::Path(path) => path_ts(path),
        other => panic!("unsupported type: {}", other.to_token_stream()),
    }
}

fn path_ts(path: &syn::TypePath) -> String {
    let segment = path.path.segments.last().expect("type path has a segment");
    let arguments: Vec<&Type> = match &segment.arguments {
        PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                GenericArgument::Type(ty) => Some(ty),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let argument = |n: usize| {
        type_ts(arguments.get(n).unwrap_or_else(|| panic!("{} needs a type argument", segment.ident)))
    };
    match segment.ident.to_string().as_str() {
        "String" | "str" | "Path" | "PathBuf" | "char" => "string".into(),
        // Free data (a site's `customProps`, a JSON value), handed on as it is.
        "Json" | "Value" => "unknown".into(),
        "bool" => "boolean".into(),
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" | "f32" | "f64" => {
            "number".into()
        }
        "Option" => format!("{} | null", argument(0)),
        "Box" => argument(0),
        "Vec" | "BTreeSet" | "HashSet" => array(argument(0)),
        "HashMap" | "BTreeMap" => format!("Record<{}, {}>", argument(0), argument(1)),
        // serde_json's object.
        "Map" if arguments.is_empty() => "Record<string, unknown>".into(),
        "Map" => format!("Record<{}, {}>", argument(0), argument(1)),
        other => other.into(),
    }
}

fn array(inner: String) -> String {
    if inner.contains(" | ") { format!("({inner})[]") } else { format!("{inner}[]") }
}

/// A constant's value as JavaScript: a literal (numbers as JavaScript prints them).
fn literal_js(expr: &Expr) -> String {
    let Expr::Lit(syn::ExprLit { lit, .. }) = expr else {
        panic!("constants crossing to TypeScript are literals: {}", expr.to_token_stream());
    };
    match lit {
        Lit::Int(int) => int.base10_digits().to_string(),
        Lit::Float(float) => float.base10_parse::<f64>().expect("a number").to_string(),
        Lit::Str(text) => serde_json::to_string(&text.value()).expect("a string prints"),
        Lit::Bool(flag) => flag.value.to_string(),
        other => panic!("unsupported literal: {}", other.to_token_stream()),
    }
}

/// Reads `#[serde(key = "value")]`.
fn serde_attr(attrs: &[Attribute], key: &str) -> Option<String> {
    let mut found = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            if meta.input.peek(syn::Token![=]) {
                let value = meta.value()?;
                if meta.path.is_ident(key) {
                    found = Some(value.parse::<syn::LitStr>()?.value());
                } else {
                    let _: Expr = value.parse()?;
                }
            }
            Ok(())
        })
        .expect("serde attribute parses");
    }
    found
}

/// Whether `#[serde(flag)]` (or `#[serde(flag = …)]`) is present.
fn has_serde_flag(attrs: &[Attribute], flag: &str) -> bool {
    let mut found = false;
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            found |= meta.path.is_ident(flag);
            if meta.input.peek(syn::Token![=]) {
                let _: Expr = meta.value()?.parse()?;
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
                Expr::Lit(syn::ExprLit { lit: Lit::Str(s), .. }) => Some(s.value().trim().to_string()),
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

fn camel_case(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

fn snake_case(pascal: &str) -> String {
    let mut out = String::new();
    for (i, c) in pascal.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

#[cfg(test)]
mod tests;
