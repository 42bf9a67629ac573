//! Compiles src/window.blp into window.ui, in OUT_DIR, with blueprint-compiler (which
//! reads the Bs-1.typelib of the installed library: GI_TYPELIB_PATH names its folder
//! when it is not in the system's).
use std::{env, path::PathBuf, process::Command};

fn main() {
    let blueprint = "src/window.blp";
    println!("cargo:rerun-if-changed={blueprint}");
    println!("cargo:rerun-if-env-changed=GI_TYPELIB_PATH");
    let ui = PathBuf::from(env::var_os("OUT_DIR").unwrap()).join("window.ui");
    let output = Command::new("blueprint-compiler")
        .args(["compile", "--output"])
        .arg(&ui)
        .arg(blueprint)
        .output()
        .expect("blueprint-compiler is not installed (Debian: apt install blueprint-compiler)");
    let said = String::from_utf8_lossy(&output.stdout) + String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        panic!("blueprint-compiler could not compile {blueprint}:\n{said}");
    }
    // Its warnings (a deprecated widget, say), shown by cargo.
    for line in said.lines().filter(|line| !line.trim().is_empty()) {
        println!("cargo:warning={line}");
    }
}
