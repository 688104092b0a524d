/// The inputs PanelPicker takes from outside, each as one function of raw bytes
/// that drives the same code the product runs on them. Every input must end in
/// a value or a thrown error: a crash, trap or hang is a bug (docs/fuzzing.md).
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// A config file: parse, model, layout and, for small panels, one rendered frame.
    case config
    /// A control-socket byte stream: framing, request decoding, config edits, selects.
    case control
    /// A trace file replayed as `panel-picker simulate` does.
    case trace
    /// A saved state file: framing, payload, the saved config and selection restored.
    case state
    /// Raw evdev events from a device whose capabilities come from the input too.
    case evdev
    /// Files a client names (FIFOs, sparse files, links, any bytes) in a tree the input makes, opened as `run` opens them.
    case files

    package func run(_ bytes: [UInt8]) {
        switch self {
        case .config: ConfigTarget.run(bytes)
        case .control: ControlTarget.run(bytes)
        case .trace: TraceTarget.run(bytes)
        case .state: StateTarget.run(bytes)
        case .evdev: EvdevTarget.run(bytes)
        case .files: FilesTarget.run(bytes)
        }
    }
}
