import CEvdev
import Glibc
import PickerCore
import PickerSystem

/// One evdev output device that can click: a buzzer (EV_SND) or a haptic motor (EV_FF).
/// The only file that writes events to a device or uploads force-feedback effects.
final class FeedbackDevice {
    /// How this device clicks, best first.
    enum Voice: Equatable, CustomStringConvertible {
        /// EV_SND SND_CLICK: the driver makes its own click.
        case click
        /// EV_SND SND_TONE at a pitch, silenced `click_ms` later (the PC speaker, pwm-beeper, gpio-beeper).
        case tone
        /// An EV_FF effect uploaded once, at the first click, and played once per click; it stops by itself.
        case haptic(FeedbackConfig.Effect)

        var description: String {
            switch self {
            case .click: "SND_CLICK"
            case .tone: "SND_TONE"
            case .haptic(let effect): "EV_FF \(effect.rawValue)"
            }
        }
    }

    let path: String
    let name: String
    let voice: Voice
    private let descriptor: FileDescriptor
    private let clickMs: Int
    /// The uploaded effect's id, once uploaded.
    private var effectID: Int16?
    private var closed = false

    /// Opens `path` for writing; nil when the device has neither EV_SND click or tone nor EV_FF rumble or periodic.
    init?(path: String, settings: FeedbackConfig) throws {
        descriptor = try FileDescriptor.open(path, [.readWrite, .nonBlocking])
        var created: OpaquePointer?
        let status = libevdev_new_from_fd(descriptor.rawValue, &created)
        guard status == 0, let device = created else {
            descriptor.close()
            throw SystemError(call: "libevdev_new_from_fd", subject: path, errno: -status)
        }
        defer { libevdev_free(device) }
        self.path = path
        clickMs = settings.clickMs
        name = libevdev_get_name(device).map { String(cString: $0) } ?? ""
        func has(_ type: Int32, _ code: Int32) -> Bool { libevdev_has_event_code(device, UInt32(type), UInt32(code)) != 0 }
        if has(EV_SND, SND_CLICK) {
            voice = .click
        } else if has(EV_SND, SND_TONE) {
            voice = .tone
        } else if has(EV_FF, FF_RUMBLE) || has(EV_FF, FF_PERIODIC) {
            // The upload waits for the first click: a uinput device's node appears before it takes uploads (ENODEV).
            voice = .haptic(has(EV_FF, FF_PERIODIC) && (settings.effect == .periodic || !has(EV_FF, FF_RUMBLE)) ? .periodic : .rumble)
        } else {
            descriptor.close()
            return nil
        }
    }

    /// EVIOCSFF of a new effect (id -1) lasting `lengthMs`; returns the id the driver gave it.
    private static func upload(_ kind: FeedbackConfig.Effect, lengthMs: Int, to descriptor: FileDescriptor, path: String) throws -> Int16 {
        var effect = ff_effect()
        effect.id = -1
        effect.replay.length = UInt16(lengthMs)
        switch kind {
        case .rumble:
            effect.type = UInt16(FF_RUMBLE)
            effect.u.rumble.strong_magnitude = 0xFFFF
            effect.u.rumble.weak_magnitude = 0xFFFF
        case .periodic:
            effect.type = UInt16(FF_PERIODIC)
            effect.u.periodic.waveform = UInt16(FF_SINE)
            // A 5 ms period: 200 Hz, near the resonance of the small LRAs panels carry.
            effect.u.periodic.period = 5
            effect.u.periodic.magnitude = 0x7FFF
        }
        _ = try syscall("EVIOCSFF", path) { picker_upload_ff_effect(descriptor.rawValue, &effect) }
        return effect.id
    }

    /// Starts a click; a tone must be ended with `silence()`.
    func sound(toneHz: Int) throws {
        switch voice {
        case .click: try write(type: EV_SND, code: SND_CLICK, value: 1)
        case .tone: try write(type: EV_SND, code: SND_TONE, value: Int32(toneHz))
        case .haptic(let effect):
            let id = try effectID ?? FeedbackDevice.upload(effect, lengthMs: clickMs, to: descriptor, path: path)
            effectID = id
            try write(type: EV_FF, code: Int32(id), value: 1)
        }
    }

    /// Ends a tone.
    func silence() throws {
        if voice == .tone { try write(type: EV_SND, code: SND_TONE, value: 0) }
    }

    private func write(type: Int32, code: Int32, value: Int32) throws {
        var event = input_event()
        event.type = UInt16(type)
        event.code = UInt16(code)
        event.value = value
        _ = try syscall("write", path) { withUnsafeBytes(of: &event) { Glibc.write(descriptor.rawValue, $0.baseAddress, $0.count) } }
    }

    /// Silences the device, removes an uploaded effect and closes it. Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        try? silence()
        if let effectID { _ = picker_remove_ff_effect(descriptor.rawValue, Int32(effectID)) }
        descriptor.close()
    }

    deinit { close() }
}
