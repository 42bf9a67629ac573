#!/usr/bin/env bash
# Newer GTKs beside the host's: a Debian root per release, made with debootstrap in
# .build-RELEASE/root (ignored by git), and commands run in it with the host's Swift
# toolchain.
#
#   debian-root.sh RELEASE make          makes the root, or completes it when the package
#                                        lists changed; a complete root is reused as it is
#   debian-root.sh RELEASE run CMD...    runs CMD inside the root, in this checkout (at
#                                        the same path), with the host's Swift toolchain
#                                        or the release's own (swift_from below)
#   debian-root.sh RELEASE folder        prints the root's folder (.build-RELEASE)
#   debian-root.sh RELEASE swift-flags   prints the flags every `swift build` and
#                                        `swift test` in the root passes, one a line
#
# RELEASE is debian13 (trixie: GTK 4.18, libadwaita 1.7, GLib 2.84), debian-testing
# (forky: GTK 4.24, libadwaita 1.10, GLib 2.90), debian-unstable (sid: as testing, built
# with Debian's own Swift, swiftlang, instead of the host's), debian12-bare / debian13-bare: a
# newcomer's Debian 12 or 13 machine, with only what the Swift toolchain needs, git and
# a desktop's display and buses, or debian-unstable-bare: a Debian unstable machine with
# no Swift and no GTK, where the project's Debian packages are installed as a user would
# (scripts/debian-package-install-check.sh). In a bare root every run starts from the root
# as made. What differs between them is named in one place, release_settings below.
#
# Every mount (/proc, /sys, /dev, the checkout, the toolchain, the package
# dependencies' folder) is made in a mount namespace of the command's own
# (`unshare --mount`): the host never sees them, and they go when the command ends,
# however it ends, so no mount is left behind in the checkout (where a leftover bind
# of /dev would make `rm -rf .build-debian13` dangerous).
#
# The root's packages: scripts/system-packages.txt, all of it, under the release's own
# names (scripts/lib/packages.sh), and what the Swift toolchain itself needs there.
set -euo pipefail

root_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/lib/packages.sh
source "$root_dir/scripts/lib/packages.sh"

usage() {
    sed -n '6,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

# release_settings RELEASE: what differs between the releases, and only that.
#   codename           the suite debootstrap and apt fetch
#   debootstrap_script debootstrap's script for it (Debian 12's debootstrap has none
#                      named forky; its sid script makes any later suite)
#   swift_from         host: the host's Swift toolchain, bound into the root; distribution:
#                      the release's own (toolchain_packages installs it); none: no Swift
#   swift_flags        what every `swift build` and `swift test` there passes to SwiftPM
#   toolchain_packages what the host's Swift toolchain links against or calls at run
#                      time there: the C compiler and linker, the C and C++ headers,
#                      the shared libraries it loads
#   host_libraries     shared libraries the toolchain (built for Debian 12) needs that
#                      the release no longer has: copied from the host into the root's
#                      /opt/host-libraries, which run_in_root puts on LD_LIBRARY_PATH
#   apt_options        apt settings the release needs in the root
#   project_packages   which of scripts/system-packages.txt the root has: all, or none
#   extra_packages     more packages in the root
#   throwaway_runs     1: each run works on a layer of its own over the root as made
#                      (a tmpfs), gone when the run ends
release_settings() {
    project_packages=all
    extra_packages=()
    throwaway_runs=0
    throwaway_layer=""
    swift_from=host
    swift_flags=()
    case "$1" in
        debian13)
            codename=trixie
            debootstrap_script=""
            toolchain_packages=(gcc libc6-dev libstdc++-14-dev binutils libcurl4-openssl-dev
                libxml2-dev zlib1g-dev libncurses-dev libedit2 libsqlite3-0 libpython3-dev)
            host_libraries=()
            apt_options=""
            ;;
        debian-testing)
            codename=forky
            debootstrap_script=sid
            toolchain_packages=(gcc libc6-dev libstdc++-16-dev binutils libcurl4-openssl-dev
                zlib1g-dev libncurses-dev libedit2 libsqlite3-0 libpython3-dev)
            # testing has libxml2.so.16 and a newer ICU; the toolchain wants these.
            host_libraries=(libxml2.so.2 libicuuc.so.72 libicudata.so.72 libicui18n.so.72)
            # The registry's copy of testing can be older than its Release file's
            # Valid-Until: apt would refuse it as expired.
            apt_options='Acquire::Check-Valid-Until "false";'
            # GNOME's compositor, headless, for the mutter suites (scripts/mutter-session.sh:
            # mutter with gdctl; PipeWire and its session manager WirePlumber, which its
            # screen-cast and input need; GStreamer's PipeWire source, its introspection
            # data and its PNG encoder, which read the screen-cast's pictures).
            # A phone's shell: Phosh's compositor phoc, its on-screen keyboard
            # squeekboard, and grim for pictures of phoc's output (scripts/phoc-session.sh).
            extra_packages=(mutter pipewire wireplumber gstreamer1.0-pipewire gir1.2-gstreamer-1.0
                gstreamer1.0-plugins-good phoc squeekboard grim)
            ;;
        debian-unstable)
            codename=sid
            debootstrap_script=sid
            swift_from=distribution
            # Debian's Swift: the compiler, SwiftPM, Foundation, XCTest and Swift Testing
            # (it brings its own C compiler and linker).
            toolchain_packages=(swiftlang)
            # swiftlang 6.2.3 has Swift Testing's Foundation overlay, _Testing_Foundation,
            # as a module without its library, and the test runner SwiftPM writes imports
            # Testing and Foundation: a test build there fails to link
            # ("cannot find -l_Testing_Foundation"). The tests use no cross-import overlay.
            swift_flags=(-Xswiftc -Xfrontend -Xswiftc -disable-cross-import-overlays)
            # Building and checking the Debian packages (debian/,
            # scripts/debian-package-check.sh).
            extra_packages=(debhelper lintian)
            host_libraries=()
            apt_options='Acquire::Check-Valid-Until "false";'
            ;;
        debian-unstable-bare)
            codename=sid
            debootstrap_script=sid
            swift_from=none
            toolchain_packages=()
            host_libraries=()
            apt_options='Acquire::Check-Valid-Until "false";'
            project_packages=none
            # What drives the Embedding suite (pytest, AT-SPI, a virtual X server and
            # the buses, xdotool) and what an app's developer builds the examples with;
            # none of it brings GTK 4, which must come with the project's packages.
            extra_packages=(python3-gi python3-pytest gir1.2-atspi-2.0 at-spi2-core dbus
                xvfb xauth xdotool gcc libc6-dev pkg-config valac gjs blueprint-compiler)
            throwaway_runs=1
            ;;
        debian12-bare | debian13-bare)
            # A newcomer's machine: what the project's README asks of it before its
            # commands, git to clone it and a desktop's display, session bus and
            # accessibility bus (a virtual X server and D-Bus standing in for them).
            if [[ "$1" == debian12-bare ]]; then
                codename=bookworm
                toolchain_packages=(gcc libc6-dev libstdc++-12-dev binutils libcurl4-openssl-dev
                    libxml2-dev zlib1g-dev libncurses-dev libedit2 libsqlite3-0 libpython3-dev)
            else
                codename=trixie
                toolchain_packages=(gcc libc6-dev libstdc++-14-dev binutils libcurl4-openssl-dev
                    libxml2-dev zlib1g-dev libncurses-dev libedit2 libsqlite3-0 libpython3-dev)
            fi
            debootstrap_script=""
            host_libraries=()
            apt_options=""
            project_packages=none
            extra_packages=(git xvfb xauth dbus at-spi2-core)
            throwaway_runs=1
            ;;
        *)
            echo "debian-root.sh: unknown release '$1' (debian13, debian-testing, debian-unstable, debian-unstable-bare, debian12-bare or debian13-bare)" >&2
            exit 2
            ;;
    esac
    release="$1"
    work_dir="$root_dir/.build-$release"
    debian_root="$work_dir/root"
    marker="$debian_root/.bottom-sheet-packages"
}

# The Swift toolchain's folder (two levels above bin/swift), bound into the root: that of
# the swift on PATH, else /opt/swift, where use_swift_toolchain (scripts/lib/common.sh)
# also looks; this only asks, and leaves PATH as it is.
toolchain_dir() {
    local swift
    swift="$(command -v swift || echo /opt/swift/usr/bin/swift)"
    dirname "$(dirname "$(dirname "$(readlink -f "$swift")")")"
}

# The Debian mirror the host's apt uses, so that the root comes from the same registry.
debian_mirror() {
    local uri
    uri="$(awk '/^URIs:/ && /debian\/?$/ { print $2; exit }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)"
    if [[ -z "$uri" ]]; then
        uri="$(awk '$1 == "deb" && $2 ~ /debian\/?$/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
    fi
    echo "${uri:-http://deb.debian.org/debian}"
}

# The host's git URL rewrites (SwiftPM clones its package dependencies through them),
# passed on as GIT_CONFIG_* variables; prints the local folders they name, to bind.
git_rewrites=()
rewrite_folders=()
collect_git_rewrites() {
    local key value count=0
    while read -r key value; do
        git_rewrites+=("GIT_CONFIG_KEY_$count=$key" "GIT_CONFIG_VALUE_$count=$value")
        count=$((count + 1))
        local folder="${key#url.}"
        folder="${folder%.insteadof}"
        if [[ -d "$folder" ]]; then
            rewrite_folders+=("$folder")
        fi
    done < <(git config --system --get-regexp '^url\..*\.insteadof$' 2>/dev/null || true)
    git_rewrites+=("GIT_CONFIG_COUNT=$count")
}

# in_root SCRIPT ARG...: runs the bash SCRIPT in a mount namespace of its own with the
# root's mounts made (on a throwaway layer over the root when throwaway_layer names a
# folder for it); SCRIPT then runs `chroot`. The folders to bind are passed as
# BIND_FOLDERS (newline-separated), each at the same path inside the root.
in_root() {
    local script="$1"
    shift
    local binds
    local toolchain=()
    if [[ "$swift_from" == host ]]; then
        toolchain=("$(toolchain_dir)")
    fi
    binds="$(printf '%s\n' "$root_dir" "${toolchain[@]}" "${rewrite_folders[@]}" | sort -u)"
    DEBIAN_ROOT="$debian_root" BIND_FOLDERS="$binds" LAYER="$throwaway_layer" \
        unshare --mount --propagation private -- bash -euo pipefail -c '
            if [[ -n "$LAYER" ]]; then
                mkdir -p "$LAYER"
                mount -t tmpfs tmpfs "$LAYER"
                mkdir "$LAYER/upper" "$LAYER/work" "$LAYER/root"
                mount -t overlay overlay \
                    -o "lowerdir=$DEBIAN_ROOT,upperdir=$LAYER/upper,workdir=$LAYER/work" "$LAYER/root"
                DEBIAN_ROOT="$LAYER/root"
            fi
            mount -t proc proc "$DEBIAN_ROOT/proc"
            mount -t sysfs sysfs "$DEBIAN_ROOT/sys"
            mount --rbind /dev "$DEBIAN_ROOT/dev"
            # The host /tmp: X servers started inside and outside then see the same
            # lock files, so that xvfb-run -a picks a free display on both sides.
            mount --bind /tmp "$DEBIAN_ROOT/tmp"
            mount -t tmpfs tmpfs "$DEBIAN_ROOT/run"
            while read -r folder; do
                [[ -n "$folder" ]] || continue
                mkdir -p "$DEBIAN_ROOT$folder"
                mount --bind "$folder" "$DEBIAN_ROOT$folder"
            done <<<"$BIND_FOLDERS"
            cp /etc/resolv.conf "$DEBIAN_ROOT/etc/resolv.conf"
            '"$script" bash "$@"
}

wanted_packages() {
    if [[ "$project_packages" == all ]]; then
        system_packages all "$codename"
    fi
    printf '%s\n' "${toolchain_packages[@]}" "${extra_packages[@]}"
}

# Finds a shared library of the host's by its file name.
host_library() {
    local found
    found="$(ldconfig -p | awk -v name="$1" '$1 == name { print $NF; exit }')"
    if [[ -z "$found" ]]; then
        echo "debian-root.sh: the host has no $1, which the Swift toolchain needs in the $release root" >&2
        exit 1
    fi
    readlink -f "$found"
}

make_root() {
    local wanted
    wanted="$(wanted_packages | sort -u)"
    if [[ -f "$marker" && "$(cat "$marker")" == "$wanted" ]]; then
        echo "debian-root.sh: the $release root in $debian_root is complete"
        return 0
    fi
    if ! command -v debootstrap >/dev/null 2>&1; then
        echo "debian-root.sh: debootstrap is not installed (scripts/system-packages.txt lists it)" >&2
        exit 1
    fi
    if [[ ! -x "$debian_root/usr/bin/apt-get" ]]; then
        echo "debian-root.sh: making a $release ($codename) root in $debian_root"
        rm -rf "$debian_root"
        mkdir -p "$debian_root"
        local script=()
        if [[ -n "$debootstrap_script" ]]; then
            script=("/usr/share/debootstrap/scripts/$debootstrap_script")
        fi
        debootstrap --variant=minbase --include=ca-certificates "$codename" "$debian_root" \
            "$(debian_mirror)" "${script[@]}"
    fi
    if [[ -n "$apt_options" ]]; then
        echo "$apt_options" >"$debian_root/etc/apt/apt.conf.d/90bottom-sheet"
    fi
    local library
    mkdir -p "$debian_root/opt/host-libraries"
    for library in "${host_libraries[@]}"; do
        cp "$(host_library "$library")" "$debian_root/opt/host-libraries/$library"
    done
    echo "debian-root.sh: installing the project's packages in the $release root"
    rm -f "$marker"
    # The downloaded packages are dropped once installed (a gigabyte in the unstable
    # root): the roots are remade from the mirror, never from that cache.
    # An install cut short before (the run stopped mid-way) left dpkg half done, and apt
    # refuses to go on until it is finished ("dpkg was interrupted"): it is finished first.
    # shellcheck disable=SC2016 # expanded by the inner shell
    in_root 'DEBIAN_FRONTEND=noninteractive chroot "$DEBIAN_ROOT" sh -c "dpkg --configure -a && apt-get update -q && apt-get install -y -q --no-install-recommends $* && apt-get clean"' \
        $wanted
    echo "$wanted" >"$marker"
}

run_in_root() {
    if [[ ! -f "$marker" ]]; then
        echo "debian-root.sh: no complete $release root in $debian_root: run 'debian-root.sh $release make' first" >&2
        exit 1
    fi
    collect_git_rewrites
    # The host's toolchain first on PATH, or the release's own Swift in /usr/bin.
    local path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
    if [[ "$swift_from" == host ]]; then
        path="$(toolchain_dir)/usr/bin:$path"
    fi
    # The toolchain finds the host's libraries (host_libraries) there. Only sonames the
    # root lacks are in that folder, so nothing else in the root loads one of them.
    local libraries=()
    if ((${#host_libraries[@]} > 0)); then
        libraries=(LD_LIBRARY_PATH=/opt/host-libraries)
    fi
    if ((throwaway_runs)); then
        throwaway_layer="$work_dir/layer"
    fi
    # shellcheck disable=SC2016 # expanded by the inner shell
    in_root 'cd "$DEBIAN_ROOT" && exec chroot "$DEBIAN_ROOT" env "$@"' \
        "${libraries[@]}" PATH="$path" \
        HOME=/root "${git_rewrites[@]}" \
        bash -c 'cd "$1" && shift && exec "$@"' bash "$PWD" "$@"
}

if (($# < 2)); then
    usage
fi
release_settings "$1"
shift
if [[ "$1" == folder ]]; then
    echo "$work_dir"
    exit 0
fi
if [[ "$1" == swift-flags ]]; then
    ((${#swift_flags[@]} == 0)) || printf '%s\n' "${swift_flags[@]}"
    exit 0
fi
if [[ "$(id -u)" -ne 0 ]]; then
    echo "debian-root.sh: needs root (debootstrap, chroot and mounts)" >&2
    exit 1
fi
case "$1" in
    make) make_root ;;
    run)
        shift
        (($# > 0)) || usage
        run_in_root "$@"
        ;;
    *) usage ;;
esac
