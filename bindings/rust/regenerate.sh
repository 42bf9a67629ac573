#!/usr/bin/env bash
# Regenerates the Rust bindings' generated code with gtk-rs's gir, from Bs-1.gir:
#
#   regenerate.sh [GIR_DIR [OUT_DIR]]
#
# GIR_DIR holds Bs-1.gir (default: share/gir-1.0 under the prefix of pkg-config's
# bottomsheet-1, the installed library). OUT_DIR is where the code goes (default: this
# script's folder, bindings/rust); another folder must hold a copy of this one's
# hand-written files (the Cargo.toml files and bottomsheet/src/lib.rs, which gir and
# cargo fmt read). The Gir.toml files are always this folder's. It writes:
#
#   bottomsheet-sys/  Cargo.toml (gir completes it), build.rs, src/lib.rs,
#                     src/auto/versions.txt, tests/
#   bottomsheet/      src/auto/, with the GIR's documentation as doc comments
#
# It needs gir (Debian: gir-rust-code-generator), cargo fmt (rustfmt), python3 and
# pkg-config, with gobject-introspection's GIR files (Gtk-4.0.gir and those it
# includes).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

fail() {
    echo "regenerate.sh: $*" >&2
    exit 1
}

for tool in gir cargo python3 pkg-config; do
    command -v "$tool" >/dev/null || fail "$tool is missing (Debian: apt install gir-rust-code-generator cargo rustfmt python3 pkg-config)"
done
# gir formats what it writes with `cargo fmt`, and writes it unformatted when that is
# missing: the output would then differ from the committed files.
cargo fmt --version >/dev/null 2>&1 || fail "cargo fmt is missing (Debian: apt install rustfmt)"

if [[ $# -ge 1 ]]; then
    gir_dir="$1"
else
    prefix="$(pkg-config --variable=prefix bottomsheet-1)" ||
        fail "pkg-config finds no bottomsheet-1: install the library, or name the folder with Bs-1.gir"
    gir_dir="$prefix/share/gir-1.0"
fi
out="$(cd "${2:-$here}" && pwd)"
[[ -f "$gir_dir/Bs-1.gir" ]] || fail "no Bs-1.gir in $gir_dir"
system_gir_dir="$(pkg-config --variable=girdir gobject-introspection-1.0)" ||
    fail "pkg-config finds no gobject-introspection-1.0 (Debian: apt install libgirepository1.0-dev)"
[[ -f "$system_gir_dir/Gtk-4.0.gir" ]] || fail "no Gtk-4.0.gir in $system_gir_dir (Debian: apt install libgtk-4-dev)"

# gir names the GIR folder in every file's header, as it was given: a folder called
# gir-files in a scratch folder, given relative to it, makes that `gir-files`
# wherever the files come from. GIT_DIR pointing nowhere keeps gir from adding a
# git commit of the checkout that happens to hold a GIR folder (it looks for one).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/gir-files"
ln -s "$system_gir_dir"/*.gir "$scratch/gir-files/"
# Debian's freetype2-2.0.gir has an alias with no C type, which gir refuses to read
# (gtk-rs's gir-files repository deletes it too); nothing here uses it.
rm "$scratch/gir-files/freetype2-2.0.gir"
sed '/<alias name="Int32"/,/<\/alias>/d' "$system_gir_dir/freetype2-2.0.gir" \
    >"$scratch/gir-files/freetype2-2.0.gir"
ln -sf "$(cd "$gir_dir" && pwd)/Bs-1.gir" "$scratch/gir-files/Bs-1.gir"

run_gir() {
    (cd "$scratch" && GIT_DIR=/nonexistent gir --girs-directories gir-files "$@")
}

run_gir --config "$here/bottomsheet-sys/Gir.toml" --target "$out/bottomsheet-sys"
run_gir --config "$here/bottomsheet/Gir.toml" --target "$out/bottomsheet"
# The documentation: gir writes it to a file, embed-docs.py puts it in the code.
run_gir --config "$here/bottomsheet/Gir.toml" --target "$out/bottomsheet" \
    --mode doc --doc-target-path "$scratch/docs.md"
python3 "$here/embed-docs.py" "$scratch/docs.md" "$out/bottomsheet/src/auto"
