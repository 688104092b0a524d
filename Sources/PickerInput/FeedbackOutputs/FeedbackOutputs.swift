import PickerCore
import PickerSystem

/// Every buzzer and haptic motor the picker clicks: EV_SND and EV_FF devices found
/// among /dev/input/event* by capability (or the config's `feedback.devices`),
/// followed through hot-plug like input devices.
///
/// The event loop polls `pollDescriptors`, calls `handleHotplug()` when one is
/// readable, `click(atUs:)` for each click the core decides, and `advance(toUs:)`
/// at `nextDeadlineUs`, when a tone is due to stop. Nothing else wakes it.
package final class FeedbackOutputs {
    private let settings: FeedbackConfig
    private let inputDirectory: String
    private let log: (String) -> Void
    private var devices: [FeedbackDevice] = []
    /// Devices found to have no voice, not retried until they go away.
    private var voiceless: Set<String> = []
    private let watcher: Inotify?
    /// Watch descriptor → watched directory.
    private var watches: [Int32: String] = [:]
    /// When the sounding tones stop; nil when none sounds.
    package private(set) var nextDeadlineUs: Int64?

    package init(settings: FeedbackConfig, inputDirectory: String = "/dev/input", log: @escaping (String) -> Void) {
        self.settings = settings
        self.inputDirectory = inputDirectory
        self.log = log
        var watcher: Inotify?
        var watches: [Int32: String] = [:]
        do {
            let made = try Inotify()
            watcher = made
            for directory in Set(settings.devices?.map(FileSystem.directoryName(of:)) ?? [inputDirectory]) {
                watches[try made.addWatch(directory, [.created, .deleted, .movedTo, .movedFrom, .attributesChanged, .onlyDirectory])] = directory
            }
        } catch {
            watcher?.close()
            watcher = nil
            log("feedback: no hot-plug (\(error)); devices present now are used")
        }
        self.watcher = watcher
        self.watches = watches
        scan()
    }

    deinit { close() }

    package var pollDescriptors: [FileDescriptor] { watcher.map { [$0.descriptor] } ?? [] }

    /// Clicks every device now; tones stop `click_ms` after `timeUs`.
    package func click(atUs timeUs: Int64) {
        sound(atUs: timeUs, lengthMs: settings.clickMs)
    }

    /// The confirm countdown's warning: a tone of `warning_ms` on buzzers with `SND_TONE`, a click
    /// on those with `SND_CLICK` alone, the click's effect on haptic motors.
    package func warn(atUs timeUs: Int64) {
        sound(atUs: timeUs, lengthMs: settings.warningMs)
    }

    private func sound(atUs timeUs: Int64, lengthMs: Int) {
        var index = 0
        while index < devices.count {
            do {
                try devices[index].sound(toneHz: settings.toneHz)
                if devices[index].voice == .tone { nextDeadlineUs = timeUs + Int64(lengthMs) * 1000 }
                index += 1
            } catch {
                drop(at: index, reason: "\(error)")
            }
        }
    }

    /// Stops the tones due by `timeUs`.
    package func advance(toUs timeUs: Int64) {
        guard let deadline = nextDeadlineUs, deadline <= timeUs else { return }
        nextDeadlineUs = nil
        var index = 0
        while index < devices.count {
            do {
                try devices[index].silence()
                index += 1
            } catch {
                drop(at: index, reason: "\(error)")
            }
        }
    }

    /// Reads the hot-plug watch and opens or forgets the devices that came or went.
    package func handleHotplug() {
        guard let watcher else { return }
        let events = (try? watcher.readEvents()) ?? []
        for event in events {
            guard let directory = watches[event.watch] else { continue }
            let path = directory + "/" + event.name
            // A node appears before its permissions are set; the attribute change brings it back for another try.
            voiceless.remove(path)
            guard !event.mask.isDisjoint(with: [.deleted, .movedFrom]) else { continue }
            if let index = devices.firstIndex(where: { $0.path == path }) { drop(at: index, reason: "removed") }
        }
        scan()
    }

    /// Silences and closes every device and the watch. Safe to call twice.
    package func close() {
        devices.forEach { $0.close() }
        devices.removeAll()
        watcher?.close()
    }

    private func scan() {
        let candidates: [String]
        if let paths = settings.devices {
            candidates = paths
        } else {
            let names = ((try? FileSystem.entries(inDirectory: inputDirectory)) ?? []).filter { $0.hasPrefix("event") }
            candidates = names.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }.map { inputDirectory + "/" + $0 }
        }
        for path in candidates where !voiceless.contains(path) && !devices.contains(where: { $0.path == path }) {
            do {
                guard let device = try FeedbackDevice(path: path, settings: settings) else {
                    voiceless.insert(path)
                    continue
                }
                log("feedback: using \(path) (\(device.name)): \(device.voice)")
                devices.append(device)
            } catch let error as SystemError where error.errno == Errno.noEntry {
                continue
            } catch let error as SystemError where [Errno.permissionDenied, Errno.notPermitted].contains(error.errno) && settings.devices == nil {
                // An input device this process may only read is no buzzer of ours.
                voiceless.insert(path)
            } catch {
                log("feedback: cannot use \(path): \(error)")
                voiceless.insert(path)
            }
        }
    }

    private func drop(at index: Int, reason: String) {
        log("feedback: \(devices[index].path) (\(devices[index].name)) \(reason)")
        devices[index].close()
        devices.remove(at: index)
    }
}
