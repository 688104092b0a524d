import PickerCore
import PickerDisplay
import PickerSystem

/// Where a picker draws.
public enum PickerBackend: String, Equatable, Sendable, CaseIterable {
    /// DRM when a KMS device is usable; else the terminal preview when standard
    /// output is a terminal; else offscreen.
    case auto
    /// The panel, through DRM/KMS (`display` in the config); input from evdev (`input`).
    case drm
    /// A preview in the terminal on standard input/output: 24-bit colour, two pixels a
    /// cell, arrow keys, Enter, Escape and the mouse; at the config's `size`.
    case terminal
    /// Memory only, at the config's `size`; no input but the API and the control socket.
    case offscreen
}

/// The display a backend choice resolved to.
package struct OpenedDisplay {
    package var backend: PickerBackend
    package var display: DisplayBackend
    package var terminal: TerminalDisplay?
    package var summary: String

    /// Opens `requested`; `auto` falls through DRM, then the terminal (when standard output is one
    /// and standard input can take raw mode), then offscreen, saying why.
    package static func open(_ requested: PickerBackend, config: PickerConfig) throws(PickerError) -> OpenedDisplay {
        var drmProblem: String?
        if requested == .drm || requested == .auto {
            do throws(DisplayError) {
                let drm = try DRMDisplay(options: config.display)
                return OpenedDisplay(backend: .drm, display: drm, terminal: nil, summary: drm.summary)
            } catch {
                if requested == .drm { throw PickerError(.device, "\(error)") }
                drmProblem = "DRM unusable: \(error)"
            }
        }
        let size = "\(config.width)x\(config.height)"
        var problems = drmProblem.map { [$0] } ?? []
        if requested == .terminal || (requested == .auto && TerminalDevice.isTerminal(StandardStreams.output)) {
            do {
                let terminal = try TerminalDisplay(width: config.width, height: config.height)
                let why = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
                return OpenedDisplay(backend: .terminal, display: terminal, terminal: terminal, summary: "terminal preview \(size)\(why)")
            } catch {
                let problem = "the terminal preview needs a terminal on standard input: \(error)"
                if requested == .terminal { throw PickerError(.device, problem) }
                problems.append(problem)
            }
        }
        let why = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
        return OpenedDisplay(backend: .offscreen, display: OffscreenDisplay(width: config.width, height: config.height),
                             terminal: nil, summary: "offscreen \(size)\(why)")
    }
}
