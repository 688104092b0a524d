import PanelPicker
import PickerCore
import PickerService

/// A saved state file as `panel-picker run` loads it at start: the framing, the payload,
/// the config document in it, and its selection restored into the engine.
enum StateTarget {
    static func run(_ bytes: [UInt8]) {
        // A payload behind a valid header is hard to reach by mutation (the CRC must match),
        // so bytes that are not a state file are tried as a payload too.
        let payload = (try? StateFile.decode(bytes)) ?? bytes
        guard let state = try? SavedState.decode(payload) else { return }
        _ = state.encoded()
        guard let document = state.config(forFileFingerprint: state.configFingerprint) ?? ControlTarget.startConfiguration?.document,
              let configuration = try? PickerConfiguration(document: document, directory: ConfigTarget.imageDirectory),
              var engine = try? PickerEngine(config: configuration.config) else { return }
        engine.restore(state.selection, atUs: 0)
        _ = SavedState.selection(of: engine.model)
    }
}
