#!/usr/bin/env bash
# Renders the example's pictures that the TreeIntrospect DocC catalog embeds, light and dark, into
# the catalog's Resources folder (DocC shows `name~dark.svg` in dark mode). Run after a change to
# the pictures, beside `swift run tca-graph example` for out/.
set -euo pipefail
cd "$(dirname "$0")/.."

resources=Sources/TreeIntrospect/TreeIntrospect.docc/Resources
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

swift run tca-graph example --view composition,delegate-flow,lanes --format svg --theme both \
  --out "$staging/pictures" >/dev/null
mkdir -p "$resources"
for picture in composition delegate-flow lanes/Editor; do
  name="example-${picture//\//-}"
  cp "$staging/pictures/$picture.svg" "$resources/$name.svg"
  cp "$staging/pictures/$picture~dark.svg" "$resources/$name~dark.svg"
done
echo "wrote $(ls "$resources" | wc -l | tr -d ' ') pictures into $resources"
