#!/usr/bin/env bash
# Builds tca-graph in release mode and installs it under PREFIX (default /usr/local):
#   PREFIX/lib/tca-graph/tca-graph   the binary (and any toolchain libraries it loads)
#   PREFIX/bin/tca-graph             a symbolic link to it
#   PREFIX/share/…                   its bash, zsh and fish completions
#                                    (Scripts/install-completions.sh)
# SwiftSyntax comes from the swift-syntax package, built from source and linked statically,
# whenever that package resolves (network, or a SwiftPM mirror); otherwise from the toolchain
# (Scripts/syntax-route.sh decides; TCA_GRAPH_SWIFT_SYNTAX=package|toolchain forces a route). The
# script says which route it took.
# On Linux the package route links the Swift runtime and Foundation statically too, so the
# binary needs only the system's libraries (libgvc among them). The toolchain route loads the
# Swift runtime, Foundation and the toolchain's SwiftSyntax from its own folder ($ORIGIN), so it
# keeps running after the build folder is gone and after the toolchain is moved, upgraded or
# removed. On macOS the Swift runtime comes with the system; SwiftSyntax libraries taken from a
# toolchain are copied beside the binary the same way.
#
# Usage: bash Scripts/install.sh [PREFIX]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:-/usr/local}"
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
libexec="$prefix/lib/tca-graph"
cd "$root"
# A build folder per route: the flags below differ from a plain release build's.
route="$(bash Scripts/syntax-route.sh "$root/.build/install-package")"
export TCA_GRAPH_SWIFT_SYNTAX="$route"
scratch="$root/.build/install-$route"
echo "tca-graph: SwiftSyntax from the $route (build folder $scratch)"

case "$(uname -s)" in
  Linux)
    if [ "$route" = package ]; then
      # One file: swift-syntax, the Swift runtime and Foundation linked in.
      swift build -c release --product tca-graph --scratch-path "$scratch" --static-swift-stdlib
    else
      # No rpath to the toolchain's runtime: the binary finds the copies beside it.
      swift build -c release --product tca-graph --scratch-path "$scratch" \
        -Xswiftc -no-toolchain-stdlib-rpath
    fi
    ;;
  *)
    swift build -c release --product tca-graph --scratch-path "$scratch"
    ;;
esac
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/tca-graph"

toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"
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

ln -sf ../lib/tca-graph/tca-graph "$prefix/bin/tca-graph"
"$prefix/bin/tca-graph" --version >/dev/null
bash "$root/Scripts/install-completions.sh" "$prefix/bin/tca-graph" "$prefix"
echo "completions for bash, zsh and fish installed under $prefix/share"
echo "installed $prefix/bin/tca-graph ($("$prefix/bin/tca-graph" --version), SwiftSyntax from the $route, $(du -sh "$libexec" | cut -f1))"
