import ComposableArchitecture
import Testing

@MainActor
struct AppFeatureTests {
  @Test func guardadoCierraElEditor() async {
    let store = TestStore(initialState: AppFeature.State(editor: Editor.State())) { AppFeature() }
    await store.send(.editor(.presented(.delegate(.documentoGuardado(UUID()))))) {
      $0.editor = nil
    }
  }
}
