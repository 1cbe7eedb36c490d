import Foundation
import Testing

@testable import tca_graph

/// `tca-graph diff` between commits of a repository each test builds (``GitFixture``): one test
/// per kind of change, each asserting the whole Markdown comment and JSON document.
@Suite struct CLIDiffTests {
  /// A new feature, and the parent's child and action case that compose it; the new feature's own
  /// cases are not listed.
  @Test func addedFeatureIsListedWithTheChildAndCaseThatComposeIt() throws {
    let fixture = try GitFixture()
    try fixture.write("Sources/App/Profile.swift", Self.profile)
    try fixture.replace(
      "@Presents var settings: Settings.State?",
      with: "@Presents var settings: Settings.State?\n    var profile = Profile.State()",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "case openSettingsTapped", with: "case openSettingsTapped\n    case profile(Profile.Action)",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "    Reduce { state, action in",
      with:
        "    Scope(state: \\.profile, action: \\.profile) { Profile() }\n    Reduce { state, action in",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "case .settings:", with: "case .settings, .profile:", in: DiffFixtureApp.appPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Features: 1 added · Children: 1 added · Action cases: 1 added**

            #### Features (1)

            | change | feature | kind | module | where |
            | --- | --- | --- | --- | --- |
            | added | `Profile` | reducer | `App` | `Sources/App/Profile.swift:4` |

            #### Children (1)

            | change | parent | child | operator | state | where |
            | --- | --- | --- | --- | --- | --- |
            | added | `AppFeature` | `Profile` | `scope` | `profile` | `Sources/App/AppFeature.swift:18` |

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | added | `AppFeature` | `profile(Profile.Action)` |  | `Sources/App/AppFeature.swift:14` |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [
                  {
                    "change" : "added",
                    "declaration" : "profile(Profile.Action)",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 10,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 14
                    },
                    "path" : "profile"
                  }
                ],
                "channels" : [

                ],
                "children" : [
                  {
                    "change" : "added",
                    "child" : "Profile",
                    "location" : {
                      "column" : 5,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 18
                    },
                    "operator" : "scope",
                    "parent" : "AppFeature",
                    "statePath" : "profile"
                  }
                ],
                "features" : [
                  {
                    "change" : "added",
                    "feature" : "Profile",
                    "kind" : "reducer",
                    "location" : {
                      "column" : 8,
                      "file" : "Sources/App/Profile.swift",
                      "line" : 4
                    },
                    "module" : "App"
                  }
                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// A feature gone in the head (`--head REF`), at its place in the base.
  @Test func removedFeatureIsListedFromTheBase() throws {
    let fixture = try GitFixture()
    try fixture.write("Sources/App/Profile.swift", Self.profile)
    try fixture.commit("profile")
    let original = try fixture.hash("HEAD~1")
    let changed = try fixture.hash("HEAD")
    #expect(
      fixture.diff(["--base", "HEAD", "--head", "HEAD~1"])
        == CommandResult(
          output: """
            ### Architecture diff: `HEAD` (`\(changed.prefix(12))`) → `HEAD~1` (`\(original.prefix(12))`)

            **Features: 1 removed**

            #### Features (1)

            | change | feature | kind | module | where |
            | --- | --- | --- | --- | --- |
            | removed | `Profile` | reducer | `App` | `Sources/App/Profile.swift:4` |

            """))
    #expect(
      fixture.diff(["--base", "HEAD", "--head", "HEAD~1"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(changed)",
                "ref" : "HEAD"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [
                  {
                    "change" : "removed",
                    "feature" : "Profile",
                    "kind" : "reducer",
                    "location" : {
                      "column" : 8,
                      "file" : "Sources/App/Profile.swift",
                      "line" : 4
                    },
                    "module" : "App"
                  }
                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(original)",
                "ref" : "HEAD~1"
              },
              "version" : 1
            }

            """))
  }

  /// A feature renamed in the same file with the same shape is one rename, and what refers to it
  /// (the parent's child, case and match) is not changed.
  @Test func featureRenamedInItsFileIsOneRename() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "struct Settings {", with: "struct Preferences {", in: DiffFixtureApp.settingsPath)
    try fixture.write(
      DiffFixtureApp.appPath,
      DiffFixtureApp.appFeature.replacingOccurrences(of: "Settings.", with: "Preferences.")
        .replacingOccurrences(of: "Settings()", with: "Preferences()"))
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Features: 1 renamed**

            #### Features (1)

            | change | feature | kind | module | where |
            | --- | --- | --- | --- | --- |
            | renamed | `Preferences` (was `Settings`) | reducer | `App` | `Sources/App/Settings.swift:4` |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [
                  {
                    "change" : "renamed",
                    "feature" : "Preferences",
                    "kind" : "reducer",
                    "location" : {
                      "column" : 8,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 4
                    },
                    "module" : "App",
                    "renamedFrom" : "Settings"
                  }
                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// `ifLet` over `@Presents` becomes `Scope` over a plain field: the child's operator, the
  /// parent's case, its match and the presentation and dismissal channels.
  @Test func childComposedByAnotherOperatorIsChanged() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "@Presents var settings: Settings.State?", with: "var settings = Settings.State()",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "case settings(PresentationAction<Settings.Action>)", with: "case settings(Settings.Action)",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "case .settings(.presented(.delegate(.saved))):\n        state.settings = nil\n",
      with: "case .settings(.delegate(.saved)):\n", in: DiffFixtureApp.appPath)
    try fixture.replace(
      "    Reduce { state, action in",
      with:
        "    Scope(state: \\.settings, action: \\.settings) { Settings() }\n    Reduce { state, action in",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "\n    .ifLet(\\.$settings, action: \\.settings) { Settings() }", with: "",
      in: DiffFixtureApp.appPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Children: 1 changed · Action cases: 1 changed · Parent matches: 1 added, 1 removed · Channels: 2 removed**

            #### Children (1)

            | change | parent | child | operator | state | where |
            | --- | --- | --- | --- | --- | --- |
            | changed | `AppFeature` | `Settings` | `scope` (was `ifLet`) | `settings` | `Sources/App/AppFeature.swift:16` |

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | changed | `AppFeature` | `settings(Settings.Action)` (was `settings(PresentationAction<Settings.Action>)`) |  | `Sources/App/AppFeature.swift:11` |

            #### Parent matches (2)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | added | `AppFeature` | `settings.delegate.saved` | `delegate` of `Settings` | `Sources/App/AppFeature.swift:22` |
            | removed | `AppFeature` | `settings.presented.delegate.saved` | `delegate` of `Settings` | `Sources/App/AppFeature.swift:21` |

            #### Channels (2)

            | change | kind | from | to | name | where |
            | --- | --- | --- | --- | --- | --- |
            | removed | presentation (presents) | `AppFeature` | `Settings` | `settings` | `Sources/App/AppFeature.swift:28` |
            | removed | dismissal (dismisses) | `AppFeature` | `Settings` | `settings` | `Sources/App/AppFeature.swift:22` |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [
                  {
                    "change" : "changed",
                    "declaration" : "settings(Settings.Action)",
                    "declarationBefore" : "settings(PresentationAction<Settings.Action>)",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 10,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 11
                    },
                    "path" : "settings"
                  }
                ],
                "channels" : [
                  {
                    "access" : "presents",
                    "change" : "removed",
                    "from" : {
                      "id" : "AppFeature",
                      "kind" : "feature"
                    },
                    "kind" : "presentation",
                    "location" : {
                      "column" : 6,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 28
                    },
                    "name" : "settings",
                    "to" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    }
                  },
                  {
                    "access" : "dismisses",
                    "change" : "removed",
                    "from" : {
                      "id" : "AppFeature",
                      "kind" : "feature"
                    },
                    "kind" : "dismissal",
                    "location" : {
                      "column" : 9,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 22
                    },
                    "name" : "settings",
                    "to" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    }
                  }
                ],
                "children" : [
                  {
                    "change" : "changed",
                    "child" : "Settings",
                    "location" : {
                      "column" : 5,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 16
                    },
                    "operator" : "scope",
                    "operatorBefore" : "ifLet",
                    "parent" : "AppFeature",
                    "statePath" : "settings"
                  }
                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [
                  {
                    "change" : "added",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 22
                    },
                    "match" : "delegate",
                    "owner" : "Settings",
                    "route" : "settings.delegate.saved"
                  },
                  {
                    "change" : "removed",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 21
                    },
                    "match" : "delegate",
                    "owner" : "Settings",
                    "route" : "settings.presented.delegate.saved"
                  }
                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// A delegate case added and a view case given a payload.
  @Test func actionCasesAddedOrGivenAPayload() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    try fixture.replace(
      "case saveTapped\n", with: "case saveTapped(String)\n", in: DiffFixtureApp.settingsPath)
    try fixture.replace(
      "case .view(.saveTapped):", with: "case .view(.saveTapped(_)):",
      in: DiffFixtureApp.settingsPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Action cases: 1 added, 1 changed**

            #### Action cases (2)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | added | `Settings` | `delegate.closed` | delegate | `Sources/App/Settings.swift:20` |
            | changed | `Settings` | `view.saveTapped(String)` (was `view.saveTapped`) | view | `Sources/App/Settings.swift:14` |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [
                  {
                    "change" : "added",
                    "declaration" : "closed",
                    "feature" : "Settings",
                    "lane" : "delegate",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 20
                    },
                    "path" : "delegate.closed"
                  },
                  {
                    "change" : "changed",
                    "declaration" : "saveTapped(String)",
                    "declarationBefore" : "saveTapped",
                    "feature" : "Settings",
                    "lane" : "view",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 14
                    },
                    "path" : "view.saveTapped"
                  }
                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// A delegate case renamed: one rename, the parent's match on it and the emission channel
  /// replaced, and the dismissal that match triggers now triggered by the new route.
  @Test func delegateCaseRenamedIsOneRename() throws {
    let fixture = try GitFixture()
    try fixture.replace("case saved\n", with: "case didSave\n", in: DiffFixtureApp.settingsPath)
    try fixture.replace(
      ".send(.delegate(.saved))", with: ".send(.delegate(.didSave))",
      in: DiffFixtureApp.settingsPath)
    try fixture.replace(
      ".delegate(.saved)", with: ".delegate(.didSave)", in: DiffFixtureApp.appPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Action cases: 1 renamed · Parent matches: 1 added, 1 removed · Channels: 1 added, 1 removed · Triggers: 1 changed**

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | renamed | `Settings` | `delegate.didSave` (was `delegate.saved`) | delegate | `Sources/App/Settings.swift:19` |

            #### Parent matches (2)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | added | `AppFeature` | `settings.presented.delegate.didSave` | `delegate` of `Settings` | `Sources/App/AppFeature.swift:21` |
            | removed | `AppFeature` | `settings.presented.delegate.saved` | `delegate` of `Settings` | `Sources/App/AppFeature.swift:21` |

            #### Channels (2)

            | change | kind | from | to | name | where |
            | --- | --- | --- | --- | --- | --- |
            | added | delegateEmission (emits) | `Settings` | `AppFeature` | `delegate.didSave` | `Sources/App/Settings.swift:27` |
            | removed | delegateEmission (emits) | `Settings` | `AppFeature` | `delegate.saved` | `Sources/App/Settings.swift:27` |

            #### Triggers (1)

            | change | feature | trigger | where |
            | --- | --- | --- | --- |
            | changed | `AppFeature` | dismissal of `Settings` in `settings` now triggered by `Settings`' `settings.presented.delegate.didSave` (was `Settings`' `settings.presented.delegate.saved`) | `Sources/App/AppFeature.swift:21` (was `Sources/App/AppFeature.swift:21`) |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [
                  {
                    "change" : "renamed",
                    "declaration" : "didSave",
                    "feature" : "Settings",
                    "lane" : "delegate",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 19
                    },
                    "path" : "delegate.didSave",
                    "renamedFrom" : "delegate.saved"
                  }
                ],
                "channels" : [
                  {
                    "access" : "emits",
                    "change" : "added",
                    "from" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    },
                    "kind" : "delegateEmission",
                    "location" : {
                      "column" : 16,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 27
                    },
                    "name" : "delegate.didSave",
                    "to" : {
                      "id" : "AppFeature",
                      "kind" : "feature"
                    }
                  },
                  {
                    "access" : "emits",
                    "change" : "removed",
                    "from" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    },
                    "kind" : "delegateEmission",
                    "location" : {
                      "column" : 16,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 27
                    },
                    "name" : "delegate.saved",
                    "to" : {
                      "id" : "AppFeature",
                      "kind" : "feature"
                    }
                  }
                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [
                  {
                    "change" : "added",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 21
                    },
                    "match" : "delegate",
                    "owner" : "Settings",
                    "route" : "settings.presented.delegate.didSave"
                  },
                  {
                    "change" : "removed",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 21
                    },
                    "match" : "delegate",
                    "owner" : "Settings",
                    "route" : "settings.presented.delegate.saved"
                  }
                ],
                "triggers" : [
                  {
                    "added" : [
                      {
                        "location" : {
                          "column" : 12,
                          "file" : "Sources/App/AppFeature.swift",
                          "line" : 21
                        },
                        "owner" : "Settings",
                        "route" : "settings.presented.delegate.didSave"
                      }
                    ],
                    "change" : "changed",
                    "channel" : "dismissal",
                    "effect" : "dismiss",
                    "feature" : "AppFeature",
                    "name" : "settings",
                    "removed" : [
                      {
                        "location" : {
                          "column" : 12,
                          "file" : "Sources/App/AppFeature.swift",
                          "line" : 21
                        },
                        "owner" : "Settings",
                        "route" : "settings.presented.delegate.saved"
                      }
                    ],
                    "to" : [
                      "Settings"
                    ]
                  }
                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// A parent that starts matching a child's view action: the match in bold, a new finding linked
  /// with `--link-base`, and exit 1 with `--fail-on new-findings`.
  @Test func privateParentMatchIsANewFindingLinkedAndFailsTheRun() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "      case .settings:\n",
      with:
        "      case .settings(.presented(.view(.saveTapped))):\n        return .none\n      case .settings:\n",
      in: DiffFixtureApp.appPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff([
        "--base", "main", "--link-base", "https://github.com/o/r/blob/abc", "--fail-on",
        "new-findings",
      ])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **New findings: 1 · Parent matches: 1 added**

            #### New findings (1)

            | severity | rule | message | where |
            | --- | --- | --- | --- |
            | warning | `parent-matches-child-internals` | AppFeature matches Settings's view action 'saveTapped'; match Settings.Action.delegate instead | [`Sources/App/AppFeature.swift:24`](https://github.com/o/r/blob/abc/Sources/App/AppFeature.swift#L24) |

            #### Parent matches (1)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | added | `AppFeature` | `settings.presented.view.saveTapped` | **`view` of `Settings` (private)** | [`Sources/App/AppFeature.swift:24`](https://github.com/o/r/blob/abc/Sources/App/AppFeature.swift#L24) |

            """,
          exitCode: 1))
    #expect(
      fixture.diff(
        [
          "--base", "main", "--link-base", "https://github.com/o/r/blob/abc", "--fail-on",
          "new-findings",
        ] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [
                  {
                    "change" : "added",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 24
                    },
                    "match" : "view",
                    "owner" : "Settings",
                    "route" : "settings.presented.view.saveTapped"
                  }
                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [
                  {
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 24
                    },
                    "message" : "AppFeature matches Settings's view action 'saveTapped'; match Settings.Action.delegate instead",
                    "ruleID" : "parent-matches-child-internals",
                    "severity" : "warning"
                  }
                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """,
          exitCode: 1))
  }

  /// The same match taken away: a fixed finding, at its place in the base.
  @Test func privateParentMatchRemovedIsAFixedFinding() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "      case .settings:\n",
      with:
        "      case .settings(.presented(.view(.saveTapped))):\n        return .none\n      case .settings:\n",
      in: DiffFixtureApp.appPath)
    try fixture.commit("private match")
    let original = try fixture.hash("HEAD~1")
    let changed = try fixture.hash("HEAD")
    #expect(
      fixture.diff(["--base", "HEAD", "--head", "HEAD~1"])
        == CommandResult(
          output: """
            ### Architecture diff: `HEAD` (`\(changed.prefix(12))`) → `HEAD~1` (`\(original.prefix(12))`)

            **Parent matches: 1 removed · Fixed findings: 1**

            #### Parent matches (1)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | removed | `AppFeature` | `settings.presented.view.saveTapped` | `view` of `Settings` (private) | `Sources/App/AppFeature.swift:24` |

            #### Fixed findings (1)

            | severity | rule | message | where |
            | --- | --- | --- | --- |
            | warning | `parent-matches-child-internals` | AppFeature matches Settings's view action 'saveTapped'; match Settings.Action.delegate instead | `Sources/App/AppFeature.swift:24` |

            """))
    #expect(
      fixture.diff(["--base", "HEAD", "--head", "HEAD~1"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(changed)",
                "ref" : "HEAD"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [
                  {
                    "change" : "removed",
                    "feature" : "AppFeature",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 24
                    },
                    "match" : "view",
                    "owner" : "Settings",
                    "route" : "settings.presented.view.saveTapped"
                  }
                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [
                  {
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AppFeature.swift",
                      "line" : 24
                    },
                    "message" : "AppFeature matches Settings's view action 'saveTapped'; match Settings.Action.delegate instead",
                    "ruleID" : "parent-matches-child-internals",
                    "severity" : "warning"
                  }
                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(original)",
                "ref" : "HEAD~1"
              },
              "version" : 1
            }

            """))
  }

  /// A shared key read and a dependency client used: two channels opened.
  @Test func sharedKeyAndDependencyAreChannelsOpened() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "  struct State {}",
      with:
        "  struct State {\n    @Shared(.appStorage(\"isOn\")) var isOn = false\n  }\n\n  @Dependency(\\.apiClient) var apiClient",
      in: DiffFixtureApp.settingsPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Channels: 2 added**

            #### Channels (2)

            | change | kind | from | to | name | where |
            | --- | --- | --- | --- | --- | --- |
            | added | sharedState (reads) | `Settings` | key `appStorage:isOn` | `isOn` | `Sources/App/Settings.swift:7` |
            | added | dependency (uses) | `Settings` | client `apiClient` | `apiClient` | `Sources/App/Settings.swift:10` |

            """,
          errors: "note: 1 construct(s) could not be resolved; rerun with --verbose to list them\n")
    )
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [
                  {
                    "access" : "reads",
                    "change" : "added",
                    "from" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    },
                    "kind" : "sharedState",
                    "location" : {
                      "column" : 38,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 7
                    },
                    "name" : "isOn",
                    "to" : {
                      "id" : "appStorage:isOn",
                      "kind" : "sharedKey"
                    }
                  },
                  {
                    "access" : "uses",
                    "change" : "added",
                    "from" : {
                      "id" : "Settings",
                      "kind" : "feature"
                    },
                    "kind" : "dependency",
                    "location" : {
                      "column" : 3,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 10
                    },
                    "name" : "apiClient",
                    "to" : {
                      "id" : "apiClient",
                      "kind" : "dependency"
                    }
                  }
                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """,
          errors: "note: 1 construct(s) could not be resolved; rerun with --verbose to list them\n")
    )
  }

  /// A feature moved into a new package target: the module added and the feature's move; its new
  /// place alone is no change.
  @Test func featureMovedToAnotherModuleIsAModuleChange() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      #".target(name: "App", path: "Sources/App")"#,
      with: #".target(name: "App", path: "Sources/App", dependencies: ["SettingsFeature"]),"#
        + "\n    " + #".target(name: "SettingsFeature", path: "Sources/SettingsFeature")"#,
      in: "Package.swift")
    try fixture.move(DiffFixtureApp.settingsPath, to: "Sources/SettingsFeature/Settings.swift")
    try fixture.replace(
      "import ComposableArchitecture\n",
      with: "import ComposableArchitecture\nimport SettingsFeature\n", in: DiffFixtureApp.appPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            **Modules: 1 added, 1 changed**

            #### Modules (2)

            | change | module | feature |
            | --- | --- | --- |
            | added | `SettingsFeature` |  |
            | changed | `SettingsFeature` (was `App`) | `Settings` |

            """))
    #expect(
      fixture.diff(["--base", "main"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [
                  {
                    "change" : "added",
                    "module" : "SettingsFeature"
                  },
                  {
                    "change" : "changed",
                    "feature" : "Settings",
                    "module" : "SettingsFeature",
                    "moduleBefore" : "App"
                  }
                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// Lines that only moved change nothing, and `--fail-on any` passes.
  @Test func codeThatOnlyMovedIsNoChange() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "import ComposableArchitecture\n", with: "import ComposableArchitecture\n\n// Settings.\n",
      in: DiffFixtureApp.settingsPath)
    let main = try fixture.hash("main")
    #expect(
      fixture.diff(["--base", "main", "--fail-on", "any"])
        == CommandResult(
          output: """
            ### Architecture diff: `main` (`\(main.prefix(12))`) → work tree

            No architectural change, and no lint finding is new or fixed.

            """))
    #expect(
      fixture.diff(["--base", "main", "--fail-on", "any"] + ["--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(main)",
                "ref" : "main"
              },
              "changes" : {
                "actionCases" : [

                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [

                ],
                "triggers" : [

                ]
              },
              "findings" : {
                "fixed" : [

                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(main)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  static let profile = """
    import ComposableArchitecture

    @Reducer
    struct Profile {
      @ObservableState
      struct State {}

      enum Action {
        case refresh
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          .none
        }
      }
    }

    """
}
