#!/usr/bin/env bash
# GTK 4.18 and libadwaita 1.7 beside the host's GTK 4.8: a Debian 13 ("trixie") root,
# made with debootstrap in .build-debian13/root (ignored by git), and commands run in it.
#
#   debian13.sh make          makes the root, or completes it when the package lists
#                             changed; a root that is already complete is reused as it is
#   debian13.sh run CMD...    runs CMD inside the root, in this checkout (at the same
#                             path), with the host's Swift toolchain
#
# Every mount (/proc, /sys, /dev, the checkout, the toolchain, the package
# dependencies' folder) is made in a mount namespace of the command's own
# (`unshare --mount`): the host never sees them, and they go when the command ends,
# however it ends, so no mount is left behind in the checkout (where a leftover bind
# of /dev would make `rm -rf .build-debian13` dangerous).
#
# The root's packages: scripts/system-packages.txt (the same names exist in Debian 13,
# but for libweston-10-dev: see wanted_packages) and what the Swift toolchain itself
# needs to run there (`toolchain_packages` below).
set -euo pipefail

root_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
debian_root="$root_dir/.build-debian13/root"
marker="$debian_root/.bottom-sheet-packages"

# What the host's Swift toolchain links against or calls at run time: the C compiler
# and linker, the C and C++ libraries' headers, and the shared libraries it loads.
toolchain_packages=(gcc libc6-dev libstdc++-14-dev binutils libcurl4-openssl-dev
    libxml2-dev zlib1g-dev libncurses-dev libedit2 libsqlite3-0 libpython3-dev)

usage() {
    sed -n '5,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

if [[ "$(id -u)" -ne 0 ]]; then
    echo "debian13.sh: needs root (debootstrap, chroot and mounts)" >&2
    exit 1
fi

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
# root's mounts made; SCRIPT then runs `chroot`. The folders to bind are passed as
# BIND_FOLDERS (newline-separated), each at the same path inside the root.
in_root() {
    local script="$1"
    shift
    local binds
    binds="$(printf '%s\n' "$root_dir" "$(toolchain_dir)" "${rewrite_folders[@]}" | sort -u)"
    DEBIAN_ROOT="$debian_root" BIND_FOLDERS="$binds" \
        unshare --mount --propagation private -- bash -euo pipefail -c '
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
    # Debian 13 ships weston 14, whose headers are libweston-14-dev (no libweston-10-dev).
    sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' -e 's/^libweston-10-dev$/libweston-14-dev/' \
        "$root_dir/scripts/system-packages.txt"
    printf '%s\n' "${toolchain_packages[@]}"
}

make_root() {
    local wanted
    wanted="$(wanted_packages | sort -u)"
    if [[ -f "$marker" && "$(cat "$marker")" == "$wanted" ]]; then
        echo "debian13.sh: the Debian 13 root in $debian_root is complete"
        return 0
    fi
    if ! command -v debootstrap >/dev/null 2>&1; then
        echo "debian13.sh: debootstrap is not installed (scripts/system-packages.txt lists it)" >&2
        exit 1
    fi
    if [[ ! -x "$debian_root/usr/bin/apt-get" ]]; then
        echo "debian13.sh: making a Debian 13 root in $debian_root"
        rm -rf "$debian_root"
        mkdir -p "$debian_root"
        debootstrap --variant=minbase --include=ca-certificates trixie "$debian_root" "$(debian_mirror)"
    fi
    echo "debian13.sh: installing the project's packages in the Debian 13 root"
    rm -f "$marker"
    # shellcheck disable=SC2016 # expanded by the inner shell
    in_root 'DEBIAN_FRONTEND=noninteractive chroot "$DEBIAN_ROOT" sh -c "apt-get update -q && apt-get install -y -q --no-install-recommends $*"' \
        $wanted
    echo "$wanted" >"$marker"
}

run_in_root() {
    if [[ ! -f "$marker" ]]; then
        echo "debian13.sh: no complete Debian 13 root in $debian_root: run 'debian13.sh make' first" >&2
        exit 1
    fi
    collect_git_rewrites
    local toolchain
    toolchain="$(toolchain_dir)"
    # shellcheck disable=SC2016 # expanded by the inner shell
    in_root 'cd "$DEBIAN_ROOT" && exec chroot "$DEBIAN_ROOT" env "$@"' \
        PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
        HOME=/root "${git_rewrites[@]}" \
        bash -c 'cd "$1" && shift && exec "$@"' bash "$PWD" "$@"
}

case "${1:-}" in
    make) make_root ;;
    run)
        shift
        (($# > 0)) || usage
        run_in_root "$@"
        ;;
    *) usage ;;
esac
