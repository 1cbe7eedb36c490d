#!/usr/bin/env bash
# Fails when a copy of the version or of the repository URL disagrees with the one place each
# lives (Sources/TCAGraphSupport/TCAGraphVersion.swift, read by Scripts/project.sh):
#   - CHANGELOG.md: `## [Unreleased]` first, then the newest section `## [VERSION] - YYYY-MM-DD`,
#     sections in descending order, only Keep a Changelog's kinds of subsection (Breaking,
#     Added, Changed, Deprecated, Removed, Fixed, Security), a link for each section;
#   - Formula/tca-graph.rb: homepage, head, `url` of VERSION's source archive, a `sha256`,
#     `license "MIT"`;
#   - README.md, docs/, .github/, .pre-commit-hooks.yaml and Scripts/: every package pin
#     (`from:`), tag clone (`--branch`), release download, release file name, pre-commit `rev:`
#     and Mint line names VERSION, and every link to the repository is its URL (no `<owner>` placeholder);
#   - LICENSE is the MIT licence and README names it;
#   - the plugin bundle: Scripts/make-artifactbundle.sh, when there is one, takes its version
#     from Scripts/project.sh (or writes VERSION), and a checked-in bundle's info.json says VERSION.
# With --tag TAG (the release workflow), TAG must be VERSION and the formula's sha256 no
# placeholder. Reads files only: no network, no build. `.ci/run` runs it.
#
# Usage: bash Scripts/release-check.sh [ROOT] [--tag TAG]   (ROOT: a checkout or a copy of one)
set -euo pipefail
scripts="$(cd "$(dirname "$0")" && pwd)"
root=""
tag=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tag)
      tag="${2:?--tag takes a tag name}"
      shift 2
      ;;
    *)
      root="$1"
      shift
      ;;
  esac
done
root="$(cd "${root:-$scripts/..}" && pwd)"

problems=0
problem() {
  echo "release-check: $*" >&2
  problems=$((problems + 1))
}

version="$(bash "$scripts/project.sh" version "$root")"
url="$(bash "$scripts/project.sh" url "$root")"
code="Sources/TCAGraphSupport/TCAGraphVersion.swift"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] \
  || problem "$code: the version '$version' is not MAJOR.MINOR.PATCH"
[[ "$url" =~ ^https://github\.com/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] \
  || problem "$code: the repository URL '$url' is not https://github.com/OWNER/NAME"
slug="${url#https://github.com/}"
if [ -n "$tag" ] && [ "$tag" != "$version" ]; then
  problem "the tag '$tag' is not the version in $code, '$version'"
fi

# CHANGELOG.md: dated version sections under an Unreleased one, newest first.
changelog="$root/CHANGELOG.md"
if [ ! -f "$changelog" ]; then
  problem "CHANGELOG.md: missing"
else
  first="$(grep -n '^## ' "$changelog" | head -n 1)"
  [ "${first#*:}" = "## [Unreleased]" ] \
    || problem "CHANGELOG.md:${first%%:*}: the first section is '${first#*:}', not '## [Unreleased]'"
  newest=""
  previous=""
  while IFS=: read -r line heading; do
    [ "$heading" = "## [Unreleased]" ] && continue
    if [[ ! "$heading" =~ ^'## ['([0-9]+\.[0-9]+\.[0-9]+)'] - '[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
      problem "CHANGELOG.md:$line: '$heading' is not '## [MAJOR.MINOR.PATCH] - YYYY-MM-DD'"
      continue
    fi
    section="${BASH_REMATCH[1]}"
    [ -n "$newest" ] || newest="$section:$line"
    if [ -n "$previous" ] \
      && [ "$(printf '%s\n%s\n' "$section" "$previous" | sort -V | tail -n 1)" != "$previous" ]; then
      problem "CHANGELOG.md:$line: $section is listed below $previous, which is older"
    fi
    previous="$section"
    grep -q "^\[$section\]: $url/" "$changelog" \
      || problem "CHANGELOG.md: no link '[$section]: $url/…' for the section $section"
  done < <(grep -n '^## ' "$changelog")
  if [ -z "$newest" ]; then
    problem "CHANGELOG.md: no version section; the newest must be '## [$version] - YYYY-MM-DD'"
  elif [ "${newest%%:*}" != "$version" ]; then
    problem "CHANGELOG.md:${newest#*:}: the newest section is ${newest%%:*}, the code says $version"
  fi
  while IFS=: read -r line heading; do
    case "$heading" in
      "### Breaking" | "### Added" | "### Changed" | "### Deprecated" | "### Removed" \
        | "### Fixed" | "### Security") ;;
      *) problem "CHANGELOG.md:$line: '$heading' is none of Breaking, Added, Changed, Deprecated, Removed, Fixed, Security" ;;
    esac
  done < <(grep -n '^### ' "$changelog")
  grep -qxF "[Unreleased]: $url/compare/$version...HEAD" "$changelog" \
    || problem "CHANGELOG.md: no link '[Unreleased]: $url/compare/$version...HEAD'"
fi

# Formula/tca-graph.rb: the release's source archive, its checksum, the licence.
formula="$root/Formula/tca-graph.rb"
if [ ! -f "$formula" ]; then
  problem "Formula/tca-graph.rb: missing"
else
  archive="$url/releases/download/$version/tca-graph-$version.tar.gz"
  expect_line() { # PATTERN DESCRIPTION
    grep -qE "$1" "$formula" || problem "Formula/tca-graph.rb: no $2"
  }
  expect_line "^  homepage \"$url\"$" "homepage \"$url\""
  expect_line "^  url \"$archive\"$" "url \"$archive\""
  expect_line "^  head \"$url\\.git\", branch: \"main\"$" "head \"$url.git\", branch: \"main\""
  expect_line '^  sha256 "[0-9a-f]{64}"$' 'sha256 of 64 hexadecimal digits'
  expect_line '^  license "MIT"$' 'license "MIT"'
  if [ -n "$tag" ] && grep -qE '^  sha256 "0{64}"$' "$formula"; then
    problem "Formula/tca-graph.rb: the sha256 is the placeholder; Scripts/release.sh $version writes it"
  fi
fi

# Every copy in the documents and scripts a user or CI reads (found in subshells, so collected
# in a file).
found_file="$(mktemp)"
pin_url=".package(url: \"$url.git\""
pin_pattern='from: *"([^"]*)"'
trap 'rm -f "$found_file"' EXIT
documents=()
set +e +o pipefail # a grep that finds nothing is no failure here
for path in README.md docs .github .pre-commit-hooks.yaml Scripts Formula CHANGELOG.md; do
  [ -e "$root/$path" ] || continue
  while IFS= read -r file; do documents+=("$file"); done < <(
    find "$root/$path" -type f \( -name '*.md' -o -name '*.yml' -o -name '*.yaml' \
      -o -name '*.sh' -o -name '*.rb' \) | sort)
done
for file in "${documents[@]}"; do
  name="${file#"$root"/}"
  [ "$name" != Scripts/release-check.sh ] || continue # its own patterns
  # Versions: a changelog names every release, so only its links are checked (above).
  if [ "$name" != CHANGELOG.md ]; then
    grep -nE '\.package\(url: *"https?://[^"]*tca-graph[^"]*"' "$file" | while IFS=: read -r line text; do
      case "$text" in
        *"$pin_url"*) ;;
        *) echo "$name:$line: the package's URL is not \"$url.git\"" ;;
      esac
      if [[ "$text" =~ $pin_pattern ]] && [ "${BASH_REMATCH[1]}" != "$version" ]; then
        echo "$name:$line: pins from: \"${BASH_REMATCH[1]}\", the version is $version"
      fi
    done
    grep -noE "(--branch|releases/download/|tca-graph-|$slug@|rev:) ?[0-9]+\.[0-9]+\.[0-9]+" "$file" \
      | while IFS=: read -r line text; do
        found="$(grep -oE '[0-9]+\.[0-9]+\.[0-9]+$' <<<"$text")"
        [ "$found" = "$version" ] || echo "$name:$line: '$text' names $found, the version is $version"
      done
    grep -noE 'mint install [^ @]+(@[^ ]*)?' "$file" | while IFS=: read -r line text; do
      [ "$text" = "mint install $slug@$version" ] \
        || echo "$name:$line: '$text' is not 'mint install $slug@$version'"
    done
  fi
  # The repository: its URL, never a placeholder (the other tool of the same name aside).
  grep -noE 'https?://github\.com/[^/ )"`<>]+/tca-graph[A-Za-z0-9_.-]*' "$file" \
    | while IFS=: read -r line text; do
      case "$text" in
        "$url" | "$url.git" | https://github.com/tornikegomareli/tca-graph) ;;
        *) echo "$name:$line: '$text' is not the repository's URL, $url" ;;
      esac
    done
  grep -nE '<owner>|<you>' "$file" | while IFS=: read -r line _; do
    echo "$name:$line: a '<owner>' placeholder where the repository's URL, $url, belongs"
  done
done >"$found_file"
set -e -o pipefail
while IFS= read -r line; do problem "$line"; done <"$found_file"

# The licence.
if [ "$(head -n 1 "$root/LICENSE" 2>/dev/null)" != "MIT License" ]; then
  problem "LICENSE: missing, or not the MIT licence"
fi
grep -q '\[MIT\](LICENSE)' "$root/README.md" 2>/dev/null \
  || problem "README.md: does not name the licence as [MIT](LICENSE)"

# The plugin bundle: its version comes from the same place.
bundle="$root/Scripts/make-artifactbundle.sh"
if [ -f "$bundle" ] && ! grep -q 'project\.sh" version\|project\.sh version' "$bundle"; then
  written="$(grep -oiE '^ *(export +)?version="?[0-9]+\.[0-9]+\.[0-9]+' "$bundle" \
    | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n 1 || true)"
  if [ -z "$written" ]; then
    problem "Scripts/make-artifactbundle.sh: takes its version neither from Scripts/project.sh nor from a VERSION= line"
  elif [ "$written" != "$version" ]; then
    problem "Scripts/make-artifactbundle.sh: writes version $written, the code says $version"
  fi
fi
while IFS= read -r info; do
  written="$(sed -n 's/^ *"version" *: *"\([^"]*\)".*/\1/p' "$info" | head -n 1)"
  [ "$written" = "$version" ] \
    || problem "${info#"$root"/}: the bundle's version is '$written', the code says $version"
done < <(find "$root" -path "$root/.build" -prune -o -path '*.artifactbundle/info.json' -print)

if [ "$problems" -gt 0 ]; then
  echo "release-check: $problems disagreement(s) with $code ($version, $url)" >&2
  exit 1
fi
echo "release-check: $version and $url agree in the code, CHANGELOG, formula, README, docs and scripts"
