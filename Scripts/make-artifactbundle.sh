#!/usr/bin/env bash
# Builds tca-graph in release mode into an artifact bundle (SE-0305, info.json schema 1.0) for
# this machine's platform, zips it and prints the zip's checksum, as `.binaryTarget(url:checksum:)`
# needs it. The plugins package in TCAGraphPlugins/ runs the bundle's binary, so an app that adds
# it resolves no swift-syntax and builds no tool:
#   .build/artifactbundle/tca-graph.artifactbundle/
#     info.json                                   one artifact, `tca-graph`, of type executable
#     README.md                                   what the binary needs from the system
#     tca-graph-VERSION-linux-ARCH/bin/tca-graph  (Linux) with the toolchain libraries it loads
#     tca-graph-VERSION-macos/bin/tca-graph       (macOS) universal with TCA_GRAPH_BUNDLE_ARCHS
#   DIR/tca-graph-VERSION-linux-ARCH.artifactbundle.zip (or -macos), and its .checksum
# DIR is .build/artifactbundle unless given. VERSION comes from Scripts/project.sh, which reads
# TCAGraphVersion.current, the one version source (`tca-graph --version` prints it).
#
# The one system requirement is libgraphviz (libgvc and what it loads): Debian's libgvc6 (or
# libgraphviz-dev), Homebrew's graphviz in its default prefix on macOS.
# Linux: on the package route (swift-syntax resolves) the Swift runtime, Foundation and
# swift-syntax are linked in and the binary is one file. On the toolchain route the toolchain's
# SwiftSyntax libraries can only be loaded as shared libraries, so the binary is built without the
# toolchain's rpath and every library it loads from the toolchain is copied beside it ($ORIGIN),
# as Scripts/install.sh does. macOS: the package route only (Xcode ships no host SwiftParser; the
# Swift runtime is the system's). TCA_GRAPH_BUNDLE_ARCHS="arm64 x86_64" builds each architecture
# (PKG_CONFIG_PATH_ARM64 / PKG_CONFIG_PATH_X86_64 name each one's graphviz when they differ) and
# joins them with lipo; the default is this Mac's.
#
# The build folder (.build/bundle-ROUTE) is kept between runs, so a second run rebuilds only what
# changed. Scripts/consumer-check.sh runs the result through the plugins package.
#
# Usage: bash Scripts/make-artifactbundle.sh [DIR]
#        bash Scripts/make-artifactbundle.sh --print-version   (the version the bundle would
#        have, and nothing built)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.build/artifactbundle}"
if [ "$out" != --print-version ]; then
  mkdir -p "$out"
  out="$(cd "$out" && pwd)"
fi
cd "$root"

fail() {
  echo "make-artifactbundle: $*" >&2
  exit 1
}

version="$(bash Scripts/project.sh version)"
if [ "$out" = --print-version ]; then
  echo "$version"
  exit 0
fi

route="$(bash Scripts/syntax-route.sh "$root/.build/bundle-package")"
export TCA_GRAPH_SWIFT_SYNTAX="$route"
scratch="$root/.build/bundle-$route"
# The bundle's folder stays in .build (TCAGraphPlugins/tca-graph.artifactbundle links to it);
# DIR gets the zip and its checksum.
bundle="$root/.build/artifactbundle/tca-graph.artifactbundle"
echo "make-artifactbundle: tca-graph $version, SwiftSyntax from the $route (build folder $scratch)"

rm -rf "$bundle"
mkdir -p "$bundle"
case "$(uname -s)" in
  Linux)
    arch="$(uname -m)"
    triple="$(swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",$/\1/p')"
    [ -n "$triple" ] || fail "'swift -print-target-info' names no unversionedTriple"
    variant="tca-graph-$version-linux-$arch"
    if [ "$route" = package ]; then
      swift build -c release --product tca-graph --scratch-path "$scratch" --static-swift-stdlib
    else
      swift build -c release --product tca-graph --scratch-path "$scratch" \
        -Xswiftc -no-toolchain-stdlib-rpath
    fi
    binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/tca-graph"
    mkdir -p "$bundle/$variant/bin"
    cp "$binary" "$bundle/$variant/bin/tca-graph"
    strip "$bundle/$variant/bin/tca-graph"
    toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"
    # Every shared library the loader finds inside the toolchain, found with the toolchain's
    # folders in reach; none on the package route.
    LD_LIBRARY_PATH="$toolchain/lib/swift/linux:$toolchain/lib/swift/host" ldd "$binary" \
      | awk -v toolchain="$toolchain/" 'index($3, toolchain) == 1 { print $3 }' \
      | while read -r library; do cp "$library" "$bundle/$variant/bin/"; done
    # The binary beside its libraries, with the toolchain out of reach: any library still found
    # outside the bundle must be the system's, and a missing one fails here, not in a user's build.
    missing="$(env -u LD_LIBRARY_PATH PATH=/usr/bin:/bin ldd "$bundle/$variant/bin/tca-graph" \
      | awk '/not found/ { print $1 }')"
    [ -z "$missing" ] || fail "the bundled binary cannot find: $missing"
    outside="$(ldd "$bundle/$variant/bin/tca-graph" \
      | awk -v toolchain="$toolchain/" 'index($3, toolchain) == 1 { print $3 }')"
    [ -z "$outside" ] || fail "the bundled binary still loads from the toolchain: $outside"
    triples="\"$triple\""
    zip_name="tca-graph-$version-linux-$arch.artifactbundle.zip"
    ;;
  Darwin)
    [ "$route" = package ] \
      || fail "macOS bundles take SwiftSyntax from the swift-syntax package, which did not resolve"
    variant="tca-graph-$version-macos"
    archs="${TCA_GRAPH_BUNDLE_ARCHS:-$(uname -m)}"
    slices=()
    for arch in $archs; do
      upper="$(tr '[:lower:]' '[:upper:]' <<<"$arch")"
      pkg_config_path_name="PKG_CONFIG_PATH_$upper"
      PKG_CONFIG_PATH="${!pkg_config_path_name:-${PKG_CONFIG_PATH:-}}" \
        swift build -c release --product tca-graph --arch "$arch" --scratch-path "$scratch-$arch"
      slices+=("$(swift build -c release --arch "$arch" --scratch-path "$scratch-$arch" \
        --show-bin-path)/tca-graph")
    done
    mkdir -p "$bundle/$variant/bin"
    lipo -create "${slices[@]}" -output "$bundle/$variant/bin/tca-graph"
    triples=""
    for arch in $archs; do triples="$triples${triples:+, }\"$arch-apple-macosx\""; done
    zip_name="tca-graph-$version-macos.artifactbundle.zip"
    ;;
  *)
    fail "no bundle for $(uname -s)"
    ;;
esac

"$bundle/$variant/bin/tca-graph" --version | grep -qxF "$version" \
  || fail "the bundled binary does not say it is $version"
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tca-graph": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/tca-graph",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF
cat >"$bundle/README.md" <<EOF
# tca-graph $version

\`$variant/bin/tca-graph\` is the tca-graph command line, for the plugins of the
tca-graph plugins package. It needs one library from the system, libgraphviz (libgvc and what it
loads), which renders the pictures in process:

- Debian and Ubuntu: \`apt-get install libgvc6\` (or \`libgraphviz-dev\`)
- macOS: \`brew install graphviz\`

Everything else it loads is the system's C library or lies beside it in \`bin/\`.
EOF

rm -f "$out/$zip_name"
if command -v zip >/dev/null 2>&1; then
  (cd "$(dirname "$bundle")" && zip -qry "$out/$zip_name" tca-graph.artifactbundle)
else
  # No zip on this machine: Python's zipfile keeps each file's mode, as zip does.
  (cd "$(dirname "$bundle")" && python3 -m zipfile -c "$out/$zip_name" tca-graph.artifactbundle)
fi
checksum="$(swift package compute-checksum "$out/$zip_name")"
echo "$checksum" >"$out/$zip_name.checksum"
echo "make-artifactbundle: $bundle ($(du -sh "$bundle" | cut -f1)), libgraphviz required from the system"
echo "make-artifactbundle: $out/$zip_name"
echo "checksum: $checksum"
