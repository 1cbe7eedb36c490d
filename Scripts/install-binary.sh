#!/usr/bin/env bash
# Puts a built tca-graph under PREFIX, as Scripts/install.sh describes, once it has built it:
#   PREFIX/lib/tca-graph/tca-graph   the binary (stripped on Linux) and the toolchain libraries
#                                    it loads
#   PREFIX/bin/tca-graph             a symbolic link to it, replacing a link there, never
#                                    written through one
#   PREFIX/share/…                   its completions (Scripts/install-completions.sh)
#
# Usage: bash Scripts/install-binary.sh BINARY PREFIX
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$1"
prefix="$2"
libexec="$prefix/lib/tca-graph"

toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"
# A link planted at PREFIX/lib/tca-graph goes, not what it points to.
rm -rf "$libexec"
mkdir -p "$libexec" "$prefix/bin"
cp "$binary" "$libexec/tca-graph"
# The release build's debug information is most of the file (131 MB, 76 MB without it, on the
# package route); the installed command needs none of it.
[ "$(uname -s)" = Linux ] && strip "$libexec/tca-graph"

case "$(uname -s)" in
  Linux)
    # Every shared library the loader finds inside the toolchain (runtime, Foundation, ICU,
    # SwiftSyntax and what those need), found with the toolchain's rpath still in reach.
    LD_LIBRARY_PATH="$toolchain/lib/swift/linux:$toolchain/lib/swift/host" ldd "$binary" \
      | awk -v toolchain="$toolchain/" 'index($3, toolchain) == 1 { print $3 }' \
      | while read -r library; do cp "$library" "$libexec/"; done
    ;;
  Darwin)
    # Toolchain route only: SwiftSyntax dylibs named by @rpath, copied beside the binary.
    copied=0
    for name in $(otool -L "$binary" | awk '/@rpath\/lib.*Swift.*\.dylib/ { sub("@rpath/", "", $1); print $1 }'); do
      if [ -f "$toolchain/lib/swift/host/$name" ]; then
        cp "$toolchain/lib/swift/host/$name" "$libexec/"
        copied=1
      fi
    done
    if [ "$copied" = 1 ]; then
      install_name_tool -add_rpath @executable_path "$libexec/tca-graph"
    fi
    ;;
esac

# -n: a link already there (to a folder outside the prefix, say) is replaced, not followed.
link="$prefix/bin/tca-graph"
if [ -d "$link" ] && [ ! -L "$link" ]; then
  echo "error: '$link' is a folder; remove it, then install again" >&2
  exit 1
fi
ln -sfn ../lib/tca-graph/tca-graph "$link"
"$prefix/bin/tca-graph" --version >/dev/null
bash "$root/Scripts/install-completions.sh" "$prefix/bin/tca-graph" "$prefix"
echo "completions for bash, zsh and fish installed under $prefix/share"
