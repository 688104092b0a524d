import PickerCore
import PickerDisplay
import PickerSystem

/// Where a picker draws.
public enum PickerBackend: String, Equatable, Sendable, CaseIterable {
    /// DRM when a KMS device is usable; else fbdev when the active console is in
    /// text mode and no DRM master holds the display; else the terminal preview
    /// when standard output is a terminal; else offscreen.
    case auto
    /// The panel, through DRM/KMS (`display` in the config); input from evdev (`input`).
    case drm
    /// The panel, through a Linux framebuffer (`display.fbdev`, else the first `/dev/fb*`); input from evdev.
    case fbdev
    /// A preview in the terminal on standard input/output: 24-bit colour, two pixels a
    /// cell, arrow keys, Enter, Escape and the mouse; at the config's `size`.
    case terminal
    /// Memory only, at the config's `size`; no input but `send(_:atUs:)` (and the kiosk's control socket).
    case offscreen

    /// The config's `display.backend`.
    init(_ name: DisplayConfig.BackendName) {
        switch name {
        case .auto: self = .auto
        case .drm: self = .drm
        case .fbdev: self = .fbdev
        case .terminal: self = .terminal
        case .offscreen: self = .offscreen
        }
    }

    /// Panels (DRM, fbdev) take their input from evdev devices.
    var isPanel: Bool { self == .drm || self == .fbdev }
}

/// The display a backend choice resolved to.
package struct OpenedDisplay {
    package var backend: PickerBackend
    package var display: DisplayBackend
    package var terminal: TerminalDisplay?
    package var summary: String

    /// Opens `requested`; `auto` falls through DRM, then fbdev (under `AutoFramebufferRule`), then the
    /// terminal (when standard output is one and standard input can take raw mode), then offscreen, saying why.
    /// Frames are stamped on `clock`.
    package static func open(_ requested: PickerBackend, config: PickerConfig, clock: PickerClock) throws(PickerError) -> OpenedDisplay {
        var problems: [String] = []
        var drmMasterHeld = false
        if requested == .drm || requested == .auto {
            do throws(DisplayError) {
                let drm = try DRMDisplay(options: config.display, clock: clock.nowUs)
                return OpenedDisplay(backend: .drm, display: drm, terminal: nil, summary: drm.summary)
            } catch {
                if requested == .drm { throw PickerError(.device, "\(error)") }
                if case .otherMaster = error { drmMasterHeld = true }
                problems.append("DRM unusable: \(error)")
            }
        }
        if requested == .fbdev || requested == .auto {
            let refusal = requested == .auto
                ? AutoFramebufferRule.refusal(activeConsoleMode: ConsoleGraphicsMode.activeConsoleMode(), drmMasterHeld: drmMasterHeld)
                : nil
            if let refusal {
                problems.append("fbdev not tried: \(refusal)")
            } else {
                do throws(DisplayError) {
                    let fbdev = try FBDevDisplay(options: config.display, clock: clock.nowUs)
                    let why = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
                    let notes = fbdev.notes.isEmpty ? "" : "; " + fbdev.notes.joined(separator: "; ")
                    return OpenedDisplay(backend: .fbdev, display: fbdev, terminal: nil, summary: fbdev.summary + notes + why)
                } catch {
                    if requested == .fbdev { throw PickerError(.device, "\(error)") }
                    problems.append("fbdev unusable: \(error)")
                }
            }
        }
        let size = "\(config.width)x\(config.height)"
        if requested == .terminal || (requested == .auto && TerminalDevice.isTerminal(StandardStreams.output)) {
            // The picture would go into the file or pipe as escape sequences, the selection after them.
            guard TerminalDevice.isTerminal(StandardStreams.output) else {
                throw PickerError(.device, "the terminal preview needs a terminal on standard output, which is a file or a pipe here; "
                                  + "run it in a terminal, or choose the offscreen backend (--backend offscreen; a program's backend: .offscreen)")
            }
            do {
                let terminal = try TerminalDisplay(width: config.width, height: config.height, clock: clock.nowUs)
                let why = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
                return OpenedDisplay(backend: .terminal, display: terminal, terminal: terminal, summary: "terminal preview \(size)\(why)")
            } catch {
                let problem = "the terminal preview needs a terminal on standard input: \(error)"
                if requested == .terminal { throw PickerError(.device, problem) }
                problems.append(problem)
            }
        } else if requested == .auto {
            // Trial 53's run() refusal said why DRM and fbdev could not be used, and not the terminal.
            problems.append("terminal preview not tried: standard output is no terminal (a file or a pipe)")
        }
        let why = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
        return OpenedDisplay(backend: .offscreen, display: OffscreenDisplay(width: config.width, height: config.height, clock: clock.nowUs),
                             terminal: nil, summary: "offscreen \(size)\(why)")
    }
}

extension OpenedDisplay {
    /// The rectangle of a host's buffer that `target` names: no device, frames straight into the host's memory.
    init(renderTarget target: PickerRenderTarget, clock: PickerClock) {
        let display = HostBufferDisplay(bytes: target.baseAddress, stride: target.stride, format: target.format.pixelFormat,
                                        rect: target.rect.rect, clock: clock.nowUs)
        self.init(backend: .offscreen, display: display, terminal: nil,
                  summary: "\(target.format.rawValue) buffer of the host, rect \(target.rect), stride \(target.stride)")
    }
}
