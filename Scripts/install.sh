#!/usr/bin/env bash
# Builds tca-graph in release mode and installs it under PREFIX (default /usr/local):
#   PREFIX/lib/tca-graph/tca-graph   the binary (and any toolchain libraries it loads)
#   PREFIX/bin/tca-graph             a symbolic link to it
#   PREFIX/share/…                   its bash, zsh and fish completions
#                                    (Scripts/install-completions.sh)
# Scripts/install-binary.sh puts the built binary in those places.
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

bash "$root/Scripts/install-binary.sh" "$binary" "$prefix"
echo "installed $prefix/bin/tca-graph ($("$prefix/bin/tca-graph" --version), SwiftSyntax from the $route, $(du -sh "$libexec" | cut -f1))"
