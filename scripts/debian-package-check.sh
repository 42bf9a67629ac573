#!/usr/bin/env bash
# The Debian packages, as Debian builds them: run inside the Debian unstable root
# (scripts/debian-root.sh debian-unstable), whose Swift is Debian's own (swiftlang).
# From a copy of the project's tracked files, `dpkg-buildpackage -b` with no network
# (debian/: the library, its development files, its typelib, the demo), then lintian
# with no error, then the packages installed with apt and the apps of the Embedding
# suite built and run against them alone (BS_EMBEDDING_PREFIX=/usr), then removed
# again, so the root stays as it was made.
#
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh" || exit 1
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

work="$PWD/test-output/debian-package"
rm -rf "$work"
# dpkg-buildpackage writes the packages next to the source folder.
source_copy="$work/bottom-sheet"
packages=(libbottomsheet-1-0 libbottomsheet-1-dev gir1.2-bs-1 bottom-sheet-demo)

copy_tracked_files() {
    mkdir -p "$source_copy" && git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$source_copy"
}
check "the project's tracked files, copied to $source_copy" copy_tracked_files
check "the offline namespace has no network device but the loopback" only_loopback
build() { (cd "$source_copy" && offline dpkg-buildpackage -b -uc -us) >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; return 1; }; }
check "dpkg-buildpackage -b, offline, with $(swift --version 2>&1 | head -n 1)" build
((failed == 0)) || finish

deb_of() { compgen -G "$work/$1_*.deb"; }
for package in "${packages[@]}"; do
    check "built $package" deb_of "$package"
done
ls "$work"/*.deb | sed "s#^$work/#  #"

lintian_has_no_error() {
    local report status=0
    report="$(lintian --fail-on error --display-info "$work"/*.changes 2>&1)" || status=$?
    sed 's/^/  /' <<<"$report"
    return "$status"
}
check "lintian finds no error" lintian_has_no_error

installed=0
install_packages() {
    local debs=() package
    for package in "${packages[@]}"; do debs+=("$(deb_of "$package")"); done
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${debs[@]}" >"$work/apt.log" 2>&1 ||
        { tail -n 20 "$work/apt.log"; return 1; }
    installed=1
}
remove_packages() {
    ((installed)) && DEBIAN_FRONTEND=noninteractive apt-get purge -y -q "${packages[@]}" >>"$work/apt.log" 2>&1
}
trap remove_packages EXIT
check "the packages install with apt" install_packages
((failed == 0)) || finish

check "the library is at /usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/libbottomsheet-1.so.0" \
    test -f "/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/libbottomsheet-1.so.0"
check "pkg-config finds bottomsheet-1" pkg-config --exists bottomsheet-1
check "the demo is on PATH" test -x /usr/bin/bottom-sheet-demo
# The Embedding suite (its apps in C, Python, GJS and Vala, GtkBuilder, the examples), on
# the installed packages alone; its log is test-output/debian-package/embedding.log.
embedding() {
    BS_EMBEDDING_PREFIX=/usr xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/EmbeddingTests >"$work/embedding.log" 2>&1
    local status=$?
    grep -E "passed|failed|^FAILED|^E " "$work/embedding.log" | tail -n 20 | sed 's/^/  /'
    return "$status"
}
check "the Embedding suite's apps build and run on the installed packages" embedding
finish
