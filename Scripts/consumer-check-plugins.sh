#!/usr/bin/env bash
# Adopts tca-graph's plugins without tca-graph's sources, as an app that adds the plugins package
# (TCAGraphPlugins/, at this repository's committed HEAD) would: its tool is the artifact bundle
# Scripts/make-artifactbundle.sh builds (from the working tree; reused from .build/ when nothing
# changed), so the app resolves no swift-syntax and builds no tool. The check fails unless
# `swift package show-dependencies` lists no swift-syntax, both command plugins run
# (`tca-graph-lint` with no permission, `tca-graph render` with
# `--allow-writing-to-package-directory`), and `swift build` of two feature targets that apply
# the lint-on-build plugin shows the seeded finding once, for the parent's target, writes nothing
# outside .build, and lints again after a child's source changes. The app's features compile
# against a stand-in for The Composable Architecture (just its names), which the check cannot
# fetch. Scripts/consumer-check.sh runs it last.
#
# Usage: bash Scripts/consumer-check-plugins.sh   (uncommitted plugin changes are not part of it)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "consumer-check-plugins: $*" >&2
  exit 1
}

started=$SECONDS
bash "$root/Scripts/make-artifactbundle.sh" "$work/dist" | tail -n 3
built=$((SECONDS - started))
zip="$(ls "$work"/dist/tca-graph-*.artifactbundle.zip)"
[ "$(swift package compute-checksum "$zip")" = "$(cat "$zip.checksum")" ] \
  || fail "the checksum beside $zip is not the zip's"
if command -v unzip >/dev/null 2>&1; then
  listing="$(unzip -Z1 "$zip")"
  grep -qx 'tca-graph.artifactbundle/info.json' <<<"$listing" \
    || fail "$zip holds no tca-graph.artifactbundle/info.json"
fi

# The plugins package as published: HEAD's TCAGraphPlugins with its links to the plugin sources
# followed, and the bundle inside it, where its Package.swift names it.
mkdir -p "$work/head"
git -C "$root" archive HEAD TCAGraphPlugins Plugins | tar -x -C "$work/head"
plugins="$work/tca-graph-plugins"
mkdir -p "$plugins"
cp -RL "$work/head/TCAGraphPlugins/Package.swift" "$work/head/TCAGraphPlugins/Plugins" "$plugins/"
cp -R "$root/.build/artifactbundle/tca-graph.artifactbundle" "$plugins/"

# Just enough of The Composable Architecture's names for the features below to compile, with a
# case path (`/Action.child`) where TCA's macros would give a key path.
stub="$work/swift-composable-architecture"
mkdir -p "$stub/Sources/ComposableArchitecture"
cat >"$stub/Package.swift" <<'EOF'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "swift-composable-architecture",
  products: [.library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])],
  targets: [.target(name: "ComposableArchitecture")]
)
EOF
cat >"$stub/Sources/ComposableArchitecture/Names.swift" <<'EOF'
public enum Effect<Action> {
  case none
  case send(Action)
}

public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body
  @ReducerBuilder<State, Action> var body: Body { get }
}

public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

@resultBuilder public enum ReducerBuilder<State, Action> {
  public static func buildExpression<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce { _, _ in .none }
  }
  public static func buildBlock(_ reducers: Reduce<State, Action>...) -> Reduce<State, Action> {
    Reduce { _, _ in .none }
  }
}

public struct Reduce<State, Action>: Reducer {
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {}
  public var body: Reduce<State, Action> { self }
}

public struct CasePath<Root, Value> {
  public let embed: (Value) -> Root
}

prefix operator /

public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> CasePath<Root, Value> {
  CasePath(embed: embed)
}

public struct Scope<State, Action>: Reducer {
  public init<Child: Reducer>(
    state: WritableKeyPath<State, Child.State>, action: CasePath<Action, Child.Action>,
    child: () -> Child
  ) {}
  public var body: Reduce<State, Action> { Reduce { _, _ in .none } }
}
EOF

app="$work/app"
mkdir -p "$app/Sources/AppFeature" "$app/Sources/EditorFeature"
cat >"$app/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let lint: [Target.PluginUsage] = [
  .plugin(name: "TCAGraphLintBuildPlugin", package: "tca-graph-plugins")
]
let tca: Target.Dependency = .product(
  name: "ComposableArchitecture", package: "swift-composable-architecture")

let package = Package(
  name: "app",
  dependencies: [
    .package(path: "$plugins"),
    .package(path: "$stub"),
  ],
  targets: [
    .target(name: "EditorFeature", dependencies: [tca], plugins: lint),
    .target(name: "AppFeature", dependencies: ["EditorFeature", tca], plugins: lint),
  ]
)
EOF
# A parent in its own target that matches its child's view action: one
# parent-matches-child-internals finding, about AppFeature.
cat >"$app/Sources/AppFeature/AppFeature.swift" <<'EOF'
import ComposableArchitecture
import EditorFeature

struct AppFeature: Reducer {
  struct State {
    var editor = Editor.State()
  }

  enum Action {
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: /Action.editor) {
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
cat >"$app/Sources/EditorFeature/Editor.swift" <<'EOF'
import ComposableArchitecture

public struct Editor: Reducer {
  public init() {}

  public struct State {
    public init() {}
    var text = ""
  }

  public enum Action {
    case view(View)
    case delegate(Delegate)

    public enum View {
      case saveTapped
    }

    public enum Delegate {
      case saved
    }
  }

  public var body: some ReducerOf<Self> {
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

cd "$app"
checked=$SECONDS
dependencies="$(swift package show-dependencies)"
grep -q "tca-graph-plugins" <<<"$dependencies" || fail "the app does not depend on the plugins: $dependencies"
if grep -qi "swift-syntax" <<<"$dependencies"; then fail "the app resolves swift-syntax: $dependencies"; fi
listed="$(swift package plugin --list)"
grep -q "tca-graph-lint" <<<"$listed" || fail "'swift package plugin --list' lacks tca-graph-lint: $listed"

finding="AppFeature matches Editor's view action 'saveTapped'; match Editor.Action.delegate instead [parent-matches-child-internals]"
lint_started=$SECONDS
lint="$(swift package tca-graph-lint)" || fail "the lint plugin failed"
lint_seconds=$((SECONDS - lint_started))
grep -qxF "Sources/AppFeature/AppFeature.swift:19:12: warning: $finding" <<<"$lint" \
  || fail "the lint plugin did not report the seeded finding; it printed: $lint"
[ -z "$(ls -A .build/checkouts 2>/dev/null)" ] || fail "the app checked out packages: $(ls .build/checkouts)"

if denied="$(swift package tca-graph --help 2>&1)"; then
  fail "'swift package tca-graph --help' ran without the permission render asks"
fi
grep -qF "'swift package tca-graph-lint --help' needs no permission" <<<"$denied" \
  || fail "the refused 'swift package tca-graph --help' does not say what works: $denied"
swift package --allow-writing-to-package-directory tca-graph --help | grep -q "render" \
  || fail "'swift package --allow-writing-to-package-directory tca-graph --help' printed no help"
swift package --allow-writing-to-package-directory tca-graph render \
  --view composition --format mermaid --out docs/architecture >/dev/null \
  || fail "the render plugin failed"
grep -q "AppFeature" docs/architecture/composition.mmd \
  || fail "the render plugin did not write docs/architecture/composition.mmd"

# Lint on build: the finding once, for AppFeature's target, as a warning that fails nothing.
before="$(find . -path ./.build -prune -o -type f -print | sort)"
build="$(swift build 2>&1)" || fail "swift build with the lint-on-build plugin failed: $build"
warning="$app/Sources/AppFeature/AppFeature.swift:19:12: warning: $finding"
[ "$(grep -cxF "$warning" <<<"$build")" = 1 ] \
  || fail "swift build did not show the finding once as a warning; it printed: $build"
grep -q "tca-graph lint EditorFeature" <<<"$build" \
  || fail "swift build did not lint EditorFeature: $build"
[ "$(find . -path ./.build -prune -o -type f -print | sort)" = "$before" ] \
  || fail "the lint-on-build plugin wrote outside .build"
find .build/plugins/outputs -path '*TCAGraphLintBuildPlugin/cache/*' -type f | grep -q . \
  || fail "the lint-on-build plugin kept no cache in its work folder"
echo "// edited" >>Sources/EditorFeature/Editor.swift
again="$(swift build 2>&1)" || fail "the second swift build failed: $again"
grep -qxF "$warning" <<<"$again" \
  || fail "an edit of the child did not lint its parent again; swift build printed: $again"

echo "consumer-check-plugins: no swift-syntax, lint (${lint_seconds} s) and render plugins and lint on build work with the prebuilt binary (bundle ${built} s, checks $((SECONDS - checked)) s)"
