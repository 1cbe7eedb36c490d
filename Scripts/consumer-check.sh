#!/usr/bin/env bash
# Adopts tca-graph as a new user would: from a bare clone of this repository's committed HEAD,
# tagged with the version in the code (Scripts/project.sh), a consumer package pins it with
# `from:` that version, lists its command plugins, asks them for help, runs `lint` and `render`
# through them on the consumer's own targets, builds and runs a target of its own that imports
# the TCAGraph library, and builds a target that applies the lint-on-build plugin. Fails on the
# first step that does not do what docs/plugins.md says. Then Scripts/consumer-check-plugins.sh
# adopts the plugins package with the prebuilt binary instead. `.ci/run` runs it after the tests;
# it takes a few minutes (two cold builds), and the release build of the artifact bundle several
# more when .build holds none.
#
# Usage: bash Scripts/consumer-check.sh   (uncommitted changes are not part of the check)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(bash "$root/Scripts/project.sh" version)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "consumer-check: $*" >&2
  exit 1
}

# The repository as a consumer sees it: a bare remote whose only tag is the version, at HEAD.
git clone -q --bare "$root" "$work/tca-graph.git"
git -C "$work/tca-graph.git" tag -l | xargs -r git -C "$work/tca-graph.git" tag -d >/dev/null
git -C "$work/tca-graph.git" tag "$version" HEAD

consumer="$work/consumer"
mkdir -p "$consumer/Sources/Features" "$consumer/Sources/ArchitectureCheck" "$consumer/Sources/Plain"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "consumer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "file://$work/tca-graph.git", from: "$version")
  ],
  targets: [
    // TCA sources for the plugin to read; never built here (the check has no TCA to build with).
    .target(name: "Features"),
    .executableTarget(
      name: "ArchitectureCheck",
      dependencies: [.product(name: "TCAGraph", package: "tca-graph")]
    ),
    // Lint on build with the tool built from source: no feature here, so nothing to report.
    .target(
      name: "Plain",
      plugins: [.plugin(name: "TCAGraphLintBuildPlugin", package: "tca-graph")]
    ),
  ]
)
EOF

# A parent that matches its child's view action: one parent-matches-child-internals finding.
cat >"$consumer/Sources/Features/AppFeature.swift" <<'EOF'
import ComposableArchitecture

@Reducer
struct AppFeature {
  @ObservableState
  struct State {
    var editor = Editor.State()
  }

  enum Action {
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) {
      Editor()
    }
    Reduce { state, action in
      switch action {
      case .editor(.view(.saveTapped)):
        return .none
      case .editor:
        return .none
      }
    }
  }
}
EOF
cat >"$consumer/Sources/Features/Editor.swift" <<'EOF'
import ComposableArchitecture

@Reducer
struct Editor {
  @ObservableState
  struct State {
    var text = ""
  }

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable
    enum View {
      case saveTapped
    }

    @CasePathable
    enum Delegate {
      case saved
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.saveTapped):
        return .send(.delegate(.saved))
      case .delegate:
        return .none
      }
    }
  }
}
EOF

# The library product: scans the Features sources in process and prints the features found.
cat >"$consumer/Sources/ArchitectureCheck/main.swift" <<'EOF'
import TCAGraph

let result = try SourceScanner().scan(paths: ["Sources/Features"])
print(result.graph.features.map(\.id.rawValue).sorted().joined(separator: " "))
EOF

# A target with no feature and the lint-on-build plugin: its build runs the tool and passes.
echo 'public let answer = 42' >"$consumer/Sources/Plain/Plain.swift"

cd "$consumer"
started=$SECONDS

swift package resolve
plugins="$(swift package plugin --list)"
grep -q "tca-graph" <<<"$plugins" || fail "'swift package plugin --list' does not list tca-graph: $plugins"

expected="Sources/Features/AppFeature.swift:20:12: warning: AppFeature matches Editor's view action 'saveTapped'; match Editor.Action.delegate instead [parent-matches-child-internals]"
grep -q "tca-graph-lint" <<<"$plugins" || fail "'swift package plugin --list' does not list tca-graph-lint: $plugins"
help="$(swift package tca-graph-lint --help)" || fail "the lint plugin's --help failed"
grep -q -- "--target <NAME>" <<<"$help" || fail "the lint plugin's --help does not describe --target: $help"
# The writing plugin's help, with the permission granted (without it, SwiftPM asks first).
help="$(swift package --allow-writing-to-package-directory tca-graph --help)" \
  || fail "the tca-graph plugin's --help with --allow-writing-to-package-directory failed"
grep -q -- "--target <NAME>" <<<"$help" || fail "the tca-graph plugin's --help does not describe --target: $help"
if misspelt="$(swift package tca-graph-lint lnt 2>&1)"; then fail "'tca-graph-lint lnt' succeeded"; fi
grep -qF "did you mean 'lint'?" <<<"$misspelt" || fail "'tca-graph-lint lnt' gave no suggestion: $misspelt"

# Lint writes nothing into the package: the lint plugin runs with no permission granted.
lint="$(swift package tca-graph-lint lint)" || fail "the lint plugin's lint failed"
grep -qxF "$expected" <<<"$lint" || fail "the plugin's lint did not report the seeded finding; it printed: $lint"
find .build/plugins -name 'scan-*.snapshot' | grep -q . \
  || fail "the plugin's lint left no cache in the plugin's work folder"
[ ! -e .build/tca-graph ] || fail "the plugin's lint wrote its cache into the package's .build/tca-graph"
again="$(swift package tca-graph-lint)" || fail "the lint plugin's second lint failed"
grep -qxF "$expected" <<<"$again" || fail "the plugin's second lint (from the cache) printed: $again"
# Nor does it pass on an option that writes: no permission was asked for.
if refused="$(swift package tca-graph-lint lint --write-budgets 2>&1)"; then
  fail "'tca-graph-lint lint --write-budgets' succeeded"
fi
grep -qF "'swift package --allow-writing-to-package-directory tca-graph lint --write-budgets" \
  <<<"$refused" || fail "'tca-graph-lint lint --write-budgets' did not point at tca-graph: $refused"
[ ! -e .tca-graph.json ] || fail "the lint plugin wrote budgets into the package"

swift package --allow-writing-to-package-directory tca-graph render --target Features \
  --view composition --format mermaid --out docs/architecture >/dev/null \
  || fail "the plugin's render failed"
grep -q "AppFeature" docs/architecture/composition.mmd \
  || fail "the plugin's render did not write docs/architecture/composition.mmd"

features="$(swift run -q ArchitectureCheck)" || fail "a target importing TCAGraph did not build or run"
[ "$features" = "AppFeature Editor" ] || fail "ArchitectureCheck printed '$features', not 'AppFeature Editor'"

plain="$(swift build --target Plain 2>&1)" || fail "a target with the lint-on-build plugin did not build: $plain"
grep -q "tca-graph lint Plain" <<<"$plain" || fail "swift build did not run the lint-on-build plugin: $plain"

echo "consumer-check: from: \"$version\" pin, plugin list, lint without permission, render, 'import TCAGraph' and lint on build all work ($((SECONDS - started)) s)"
bash "$root/Scripts/consumer-check-plugins.sh"
