#!/usr/bin/env bash
# Cuts a release of tca-graph from a clean checkout ([docs/releasing.md](../docs/releasing.md)):
#   1. CHANGELOG.md: the `## [Unreleased]` section becomes `## [VERSION] - DATE` under a new,
#      empty Unreleased one, with its comparison link (a section `## [VERSION] - DATE` written
#      by hand, with Unreleased empty, is kept as it is);
#   2. the version in the code (Sources/TCAGraphSupport/TCAGraphVersion.swift) and every copy
#      Scripts/release-check.sh checks (package pins, tag clones, release downloads, pre-commit
#      `rev:`, Mint);
#   3. the source archive, tca-graph-VERSION.tar.gz: the tree to be tagged without its Formula
#      folder, so the formula can hold the archive's `url` and `sha256`; the formula gets them;
#   4. Scripts/release-check.sh, then a commit "Release VERSION" and an annotated tag VERSION;
#   5. into .build/dist/VERSION: the source archive, the release notes (the CHANGELOG section and
#      the licence), the plugin bundle of this machine and its checksum when
#      Scripts/make-artifactbundle.sh exists (not with --no-bundle), and SHA256SUMS.
# Nothing is pushed: `git push origin main VERSION` then starts .github/workflows/release.yml,
# which builds the macOS and Linux archives and publishes the release.
#
# Usage: bash Scripts/release.sh VERSION [--date YYYY-MM-DD] [--no-bundle]
#        bash Scripts/release.sh archive VERSION DIR   the source archive of the tag VERSION
#        bash Scripts/release.sh notes VERSION         the release notes of VERSION
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

die() {
  echo "release: $*" >&2
  exit 1
}
semver='^[0-9]+\.[0-9]+\.[0-9]+$'
url="$(bash Scripts/project.sh url)"

# Writes the source archive of TREE, VERSION's, into FILE: the tree without Formula/, committed
# with a fixed author, date (the CHANGELOG's date of VERSION) and message, so that the same tree
# gives the same bytes on every machine, whatever the formula holds.
source_archive() { # TREE VERSION FILE
  local tree="$1" version="$2" file="$3" scratch stripped date commit
  scratch="$(mktemp -d)"
  GIT_INDEX_FILE="$scratch/index" git read-tree "$tree"
  GIT_INDEX_FILE="$scratch/index" git rm -r -q --cached --ignore-unmatch Formula
  stripped="$(GIT_INDEX_FILE="$scratch/index" git write-tree)"
  rm -rf "$scratch"
  date="$(git show "$tree:CHANGELOG.md" | sed -n "s/^## \[${version//./\\.}\] - \([0-9-]*\)$/\1/p")"
  [ -n "$date" ] || die "CHANGELOG.md has no section '## [$version] - YYYY-MM-DD'"
  commit="$(GIT_AUTHOR_NAME="The tca-graph authors" GIT_AUTHOR_EMAIL="release@tca-graph" \
    GIT_COMMITTER_NAME="The tca-graph authors" GIT_COMMITTER_EMAIL="release@tca-graph" \
    GIT_AUTHOR_DATE="${date}T00:00:00+0000" GIT_COMMITTER_DATE="${date}T00:00:00+0000" \
    git commit-tree "$stripped" -m "tca-graph $version" </dev/null)"
  mkdir -p "$(dirname "$file")"
  git archive --format=tar.gz --prefix="tca-graph-$version/" -o "$file" "$commit"
}

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d ' ' -f 1
  else
    shasum -a 256 "$1" | cut -d ' ' -f 1
  fi
}

# The CHANGELOG section of VERSION without its heading, then the licence.
notes() { # VERSION
  local section
  section="$(awk -v heading="## [$1] - " '
    index($0, heading) == 1 { inside = 1; next }
    inside && (/^## / || /^\[[^]]*\]: /) { exit }
    inside { print }' CHANGELOG.md | sed -e '/./,$!d')"
  [ -n "$section" ] || die "CHANGELOG.md has no section '## [$1] - YYYY-MM-DD'"
  printf '%s\n\n' "$section"
  echo "tca-graph is released under the MIT licence ([LICENSE]($url/blob/$1/LICENSE))."
  echo "Install: [docs/install.md]($url/blob/$1/docs/install.md)."
}

case "${1:-}" in
  archive)
    version="${2:?usage: release.sh archive VERSION DIR}"
    dir="${3:?usage: release.sh archive VERSION DIR}"
    source_archive "$(git rev-parse "refs/tags/$version^{tree}")" "$version" \
      "$dir/tca-graph-$version.tar.gz"
    echo "$dir/tca-graph-$version.tar.gz"
    exit 0
    ;;
  notes)
    notes "${2:?usage: release.sh notes VERSION}"
    exit 0
    ;;
esac

version="${1:?usage: release.sh VERSION [--date YYYY-MM-DD] [--no-bundle]}"
shift
date="$(date -u +%Y-%m-%d)"
bundle=1
while [ $# -gt 0 ]; do
  case "$1" in
    --date)
      date="${2:?--date takes YYYY-MM-DD}"
      shift 2
      ;;
    --no-bundle)
      bundle=0
      shift
      ;;
    *) die "unknown argument '$1'" ;;
  esac
done
[[ "$version" =~ $semver ]] || die "'$version' is not MAJOR.MINOR.PATCH"
[[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "'$date' is not YYYY-MM-DD"
git diff --quiet && git diff --cached --quiet \
  || die "the work tree has uncommitted changes; commit or stash them first"
! git rev-parse -q --verify "refs/tags/$version" >/dev/null || die "the tag $version exists"
previous="$(bash Scripts/project.sh version)"

# 1. CHANGELOG.md.
unreleased="$(awk '/^## \[Unreleased\]$/ { inside = 1; next } inside && /^## / { exit }
  inside && /^\[[^]]*\]: / { exit } inside && NF { print }' CHANGELOG.md)"
if grep -q "^## \[${version//./\\.}\] - " CHANGELOG.md; then
  [ -z "$unreleased" ] || die "CHANGELOG.md has both a $version section and changes under Unreleased"
else
  [ -n "$unreleased" ] || die "nothing to release: CHANGELOG.md's Unreleased section is empty"
  newest="$(sed -n 's/^## \[\([0-9.]*\)\] - .*/\1/p' CHANGELOG.md | head -n 1)"
  if [ -n "$newest" ]; then
    link="[$version]: $url/compare/$newest...$version"
  else
    link="[$version]: $url/releases/tag/$version"
  fi
  awk -v version="$version" -v date="$date" -v url="$url" -v link="$link" '
    $0 == "## [Unreleased]" { print; print ""; print "## [" version "] - " date; next }
    /^\[Unreleased\]: / { print "[Unreleased]: " url "/compare/" version "...HEAD"; print link; next }
    { print }' CHANGELOG.md >CHANGELOG.md.new
  grep -q '^\[Unreleased\]: ' CHANGELOG.md.new \
    || printf '\n[Unreleased]: %s/compare/%s...HEAD\n%s\n' "$url" "$version" "$link" >>CHANGELOG.md.new
  mv CHANGELOG.md.new CHANGELOG.md
fi

# 2. The version in the code and its copies.
code=Sources/TCAGraphSupport/TCAGraphVersion.swift
perl -pi -e 's/^(\s*public static let current = )"[^"]*"$/$1"'"$version"'"/' "$code"
[ "$(bash Scripts/project.sh version)" = "$version" ] || die "could not write $version into $code"
if [ "$previous" != "$version" ]; then
  slug="${url#https://github.com/}"
  copies=(README.md)
  while IFS= read -r file; do copies+=("$file"); done < <(
    find docs .github .pre-commit-hooks.yaml -type f \( -name '*.md' -o -name '*.yml' \
      -o -name '*.yaml' \) 2>/dev/null | sort)
  OLD="$previous" NEW="$version" SLUG="$slug" perl -pi -e '
    my ($old, $new, $slug) = (quotemeta $ENV{OLD}, $ENV{NEW}, quotemeta $ENV{SLUG});
    s/(\.package\(url: "[^"]*tca-graph[^"]*", from: ")$old"/$1$new"/g;
    s/(--branch |releases\/download\/|tca-graph-|$slug@|rev: )$old(?![0-9])/$1$new/g;
  ' "${copies[@]}"
fi

# 3. The source archive of the tree to be tagged, and the formula naming it.
dist="$root/.build/dist/$version"
rm -rf "$dist"
git add -u
source_archive "$(git write-tree)" "$version" "$dist/tca-graph-$version.tar.gz"
checksum="$(sha256 "$dist/tca-graph-$version.tar.gz")"
perl -pi -e '
  s{^  url ".*"$}{  url "'"$url/releases/download/$version/tca-graph-$version.tar.gz"'"};
  s{^  sha256 ".*"$}{  sha256 "'"$checksum"'"};' Formula/tca-graph.rb
git add -u

# 4. Check, commit, tag.
bash Scripts/release-check.sh "$root" --tag "$version"
git commit -q -m "Release $version"
notes "$version" >"$dist/release-notes.md"
git tag -a "$version" -F "$dist/release-notes.md"
source_archive "$(git rev-parse "refs/tags/$version^{tree}")" "$version" "$dist/check.tar.gz"
[ "$(sha256 "$dist/check.tar.gz")" = "$checksum" ] \
  || die "the tag's source archive differs from the one the formula names"
rm "$dist/check.tar.gz"

# 5. The plugin bundle of this machine, and the checksums.
if [ "$bundle" = 1 ] && [ -f Scripts/make-artifactbundle.sh ]; then
  bash Scripts/make-artifactbundle.sh "$dist"
  for zip in "$dist"/*.artifactbundle.zip; do
    [ -f "$zip" ] || continue
    swift package compute-checksum "$zip" >"$zip.checksum"
  done
fi
(cd "$dist" && for file in *; do
  [ "$file" = SHA256SUMS ] || printf '%s  %s\n' "$(sha256 "$file")" "$file"
done >SHA256SUMS)

echo "release: tagged $version ($(git rev-parse --short HEAD)); files in ${dist#"$root"/}:"
ls "$dist" | sed 's/^/  /'
echo "release: publish with 'git push origin main $version' (.github/workflows/release.yml)"
