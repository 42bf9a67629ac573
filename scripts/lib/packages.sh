# shellcheck shell=bash
# Which Debian packages a command needs, on which release: scripts/system-packages.txt
# read for one section and one release. Sourced; sourcing only defines the functions.

packages_list="$(dirname "${BASH_SOURCE[0]}")/../system-packages.txt"

# host_codename: the running system's release codename (VERSION_CODENAME in
# /etc/os-release: bookworm, trixie, forky), or nothing when it does not say.
host_codename() {
    (
        # shellcheck disable=SC1091 # the system's own file
        [[ -r /etc/os-release ]] && . /etc/os-release
        echo "${VERSION_CODENAME:-}"
    )
}

# system_packages SECTION CODENAME: prints, one per line, the packages of SECTION (demo,
# or all for every section) under the names release CODENAME gives them (none for `-`).
system_packages() {
    local section="$1" codename="$2"
    awk -v wanted="$section" -v codename="$codename" '
        { sub(/#.*/, ""); sub(/^[ \t]+/, ""); sub(/[ \t]+$/, "") }
        /^\[[a-z]+\]$/ { section = substr($0, 2, length($0) - 2); next }
        NF == 0 { next }
        wanted == "all" || section == wanted {
            name = $1
            for (i = 2; i <= NF; i++) {
                split($i, renamed, "=")
                if (renamed[1] == codename) name = renamed[2]
            }
            if (name != "-") print name
        }' "$packages_list"
}
