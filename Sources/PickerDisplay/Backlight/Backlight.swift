import PickerCore
import PickerSystem

/// The panel's backlight in /sys/class/backlight/NAME: `brightness` (0 … `max_brightness`)
/// set for each power state, and the brightness found at start put back by `restore()`.
///
/// A backlight is a nicety: every problem with one (none there, an unreadable
/// `max_brightness`, a refused write) is a warning in the log, and the picker goes on.
package final class Backlight {
    package let name: String
    /// `max_brightness`, the top of the driver's scale.
    package let maximum: Int
    /// The brightness at start, which `awake` shows and `restore()` puts back.
    package let original: Int
    private let brightnessPath: String
    private let dimPercent: Int
    private let log: (String) -> Void
    private var written: Int
    /// The last write's failure, so a backlight that keeps refusing is reported once.
    private var lastFailure: String?

    /// The backlight named `name` in `classDirectory`, or the first one there (by name) when `name` is nil;
    /// nil, after a warning for anything but an absent class directory, when there is none to use.
    package static func open(classDirectory: String = "/sys/class/backlight", name: String?, dimPercent: Int,
                            log: @escaping (String) -> Void) -> Backlight? {
        let chosen: String
        if let name {
            chosen = name
        } else {
            guard let first = ((try? FileSystem.entries(inDirectory: classDirectory)) ?? []).sorted().first else { return nil }
            chosen = first
        }
        let directory = classDirectory + "/" + chosen
        func read(_ attribute: String) -> Int? {
            do {
                guard let value = try FileSystem.readIntegerAttribute(directory + "/" + attribute), value >= 0 else {
                    log("power: backlight \(directory): \(attribute) is not a whole number; brightness is left alone")
                    return nil
                }
                return value
            } catch {
                log("power: backlight \(directory)/\(attribute): \(SystemError.reason(of: error)); brightness is left alone")
                return nil
            }
        }
        guard let maximum = read("max_brightness"), let current = read("brightness") else { return nil }
        guard maximum > 0 else {
            log("power: backlight \(directory): max_brightness is 0; brightness is left alone")
            return nil
        }
        return Backlight(name: chosen, directory: directory, maximum: maximum, original: Swift.min(current, maximum),
                         dimPercent: dimPercent, log: log)
    }

    private init(name: String, directory: String, maximum: Int, original: Int, dimPercent: Int, log: @escaping (String) -> Void) {
        self.name = name
        self.maximum = maximum
        self.original = original
        self.dimPercent = dimPercent
        self.log = log
        brightnessPath = directory + "/brightness"
        written = original
    }

    /// The brightness for `state`: dimmed is `dim_percent` of `max_brightness`, never brighter than at start.
    package func brightness(for state: PowerState) -> Int {
        switch state {
        case .awake: original
        case .dimmed: Swift.min(original, maximum * dimPercent / 100)
        case .off: 0
        }
    }

    /// Sets the brightness for `state`.
    package func apply(_ state: PowerState) {
        write(brightness(for: state))
    }

    /// Puts back the brightness found at start.
    package func restore() {
        write(original)
    }

    private func write(_ value: Int) {
        guard value != written else { return }
        do {
            try FileSystem.writeAttribute(brightnessPath, "\(value)\n")
            written = value
            lastFailure = nil
        } catch {
            let reason = SystemError.reason(of: error)
            if reason != lastFailure { log("power: backlight \(brightnessPath): cannot set \(value): \(reason); the picker goes on") }
            lastFailure = reason
        }
    }
}
