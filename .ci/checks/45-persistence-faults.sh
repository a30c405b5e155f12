#!/usr/bin/env bash
# Saves under faults: the persistence fault tests (mode, owner, symbolic links, a file turning
# corrupt during the save, repeated keys) with a full disk and a read-only folder made real:
# a 64 KiB tmpfs and a read-only bind mount, mounted here (CI runs as root). Where mounting is
# impossible (no privilege), those two tests are skipped and the reason printed; the others
# run anyway.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d "${TMPDIR:-/tmp}/panelkit-faults.XXXXXX")"
mounted=()
cleanup() {
    for (( index=${#mounted[@]}-1; index>=0; index-- )); do umount "${mounted[index]}" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/full" "$work/writable" "$work/readonly"
if mount -t tmpfs -o size=64k,mode=0755 panelkit-full "$work/full" 2>"$work/why"; then
    mounted+=("$work/full")
    export PANELKIT_SMALL_TMPFS="$work/full"
else
    echo "skipped: disk full: cannot mount a small tmpfs: $(cat "$work/why")"
fi
if mount --bind "$work/writable" "$work/readonly" 2>"$work/why"; then
    mounted+=("$work/readonly")
    if mount -o remount,ro,bind "$work/readonly" 2>"$work/why" && ! touch "$work/readonly/probe" 2>/dev/null; then
        export PANELKIT_READONLY_DIR="$work/readonly" PANELKIT_READONLY_SOURCE="$work/writable"
    else
        echo "skipped: read-only folder: cannot make the bind mount read-only: $(cat "$work/why")"
    fi
else
    echo "skipped: read-only folder: cannot bind-mount a folder: $(cat "$work/why")"
fi
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build --filter PersistenceFaultTests 2>&1 | tee "$work/log"
if [ -n "${PANELKIT_SMALL_TMPFS:-}" ] && grep -q "aFullDiskLeavesTheOldFileWhole() skipped" "$work/log"; then
    echo "the disk-full test did not run"; exit 1
fi
if [ -n "${PANELKIT_READONLY_DIR:-}" ] && grep -q "aReadOnlyFolderLeavesTheOldFileAndSaysSo() skipped" "$work/log"; then
    echo "the read-only folder test did not run"; exit 1
fi
