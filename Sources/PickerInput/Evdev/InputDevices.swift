import PickerCore
import PickerSystem

/// Every input device the picker reads: discovery of /dev/input/event* (or
/// the config's list), hot-plug through inotify, decoding into the core's
/// events with panel-wide touch ids.
///
/// The event loop polls `pollDescriptors` (asked afresh each iteration, as
/// devices come and go) and calls `readEvents(nowUs:)` when any is readable.
/// Nothing here wakes up on its own: an idle panel costs no CPU. A device that
/// disappears (ENODEV) ends its touches with `.cancel` and is closed.
package final class InputDevices {
    /// A device in use, for logs and status.
    package struct DeviceInfo: Equatable, Sendable {
        package var path: String
        package var name: String
        package var roles: DeviceClassification.Roles
    }

    private struct OpenDevice {
        var number: Int
        var device: EvdevDevice
        var decoder: DeviceDecoder
    }

    private var settings: InputSettings
    private var panel: PanelGeometry
    private let log: (String) -> Void
    private var devices: [OpenDevice] = []
    private var nextNumber = 0
    private var touchIds = TouchIdMap()
    private var lastTimeUs = Int64.min
    private let watcher: Inotify?
    /// Watch descriptor → watched directory.
    private var watches: [Int32: String] = [:]
    /// Devices that were opened and found to be of no use (a power button, a touchpad): not retried until they go away.
    private var unusedPaths: Set<String> = []
    /// Paths whose open failed, so the same failure is logged once.
    private var failedPaths: Set<String> = []

    /// Opens the devices there are now and starts watching for more; `log` gets one line per device
    /// used, ignored, failed or removed, and each device's decoding problems.
    package init(settings: InputSettings, panel: PanelGeometry, log: @escaping (String) -> Void) {
        self.settings = settings
        self.panel = panel
        self.log = log
        do {
            watcher = try Inotify()
        } catch {
            watcher = nil
            log("input: no hot-plug (\(error)); devices present now are used")
        }
        refreshWatches()
        scan()
    }

    deinit { close() }

    /// The descriptors to poll for readability: the hot-plug watch and every device in use.
    package var pollDescriptors: [FileDescriptor] {
        (watcher.map { [$0.descriptor] } ?? []) + devices.map(\.device.descriptor)
    }

    package var devicesInUse: [DeviceInfo] {
        devices.map { DeviceInfo(path: $0.device.path, name: $0.device.capabilities.name, roles: $0.decoder.classification.roles) }
    }

    /// Handles hot-plug and reads the devices without blocking; returns the input events in time order.
    /// `readable` (what poll reported among `pollDescriptors`) limits the reads to those descriptors; nil reads all.
    package func readEvents(nowUs: Int64, readable: [FileDescriptor]? = nil) -> [TimedInputEvent] {
        var output: [TimedInputEvent] = []
        if let watcher, readable?.contains(watcher.descriptor) ?? true {
            handleHotplug(watcher, nowUs: nowUs, into: &output)
        }
        var index = 0
        while index < devices.count {
            if let readable, !readable.contains(devices[index].device.descriptor) {
                index += 1
                continue
            }
            var raw: [RawEvent] = []
            let outcome = devices[index].device.read(nowUs: nowUs, into: &raw)
            var decoded: [TimedInputEvent] = []
            for event in raw {
                devices[index].decoder.consume(event, into: &decoded)
            }
            append(decoded, from: devices[index].number, into: &output)
            for problem in devices[index].decoder.takeProblems() {
                log("input: \(devices[index].device.path): \(problem)")
            }
            if case .failed(let error) = outcome {
                let why = error.errno == Errno.noDevice ? "unplugged" : "failed (\(error))"
                remove(at: index, nowUs: nowUs, reason: why, into: &output)
            } else {
                index += 1
            }
        }
        return output
    }

    /// Maps touches from now on with `mapping` onto `panel`, on every device and those plugged in later.
    /// Touches in progress end (returned as cancels): their next positions would jump.
    package func remap(_ mapping: TouchMappingSettings, panel: PanelGeometry, nowUs: Int64) -> [TimedInputEvent] {
        settings.mapping = mapping
        self.panel = panel
        var output: [TimedInputEvent] = []
        for index in devices.indices {
            var cancelled: [TimedInputEvent] = []
            devices[index].decoder.cancelTouches(timeUs: nowUs, into: &cancelled)
            append(cancelled, from: devices[index].number, into: &output)
            devices[index].decoder.remap(settings: mapping, panel: panel)
        }
        return output
    }

    /// Closes every device and the watch. Safe to call twice.
    package func close() {
        for device in devices { device.device.close() }
        devices.removeAll()
        watcher?.close()
    }

    // MARK: Devices

    private func wanted(_ path: String) -> Bool {
        if let paths = settings.devicePaths { return paths.contains(path) }
        let name = path.split(separator: "/").last ?? ""
        return FileSystem.directoryName(of: path) == settings.inputDirectory && name.hasPrefix("event")
    }

    private func scan() {
        let candidates: [String]
        if let paths = settings.devicePaths {
            candidates = paths
        } else {
            let names = (try? FileSystem.entries(inDirectory: settings.inputDirectory)) ?? []
            candidates = names.filter { $0.hasPrefix("event") }.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
                .map { settings.inputDirectory + "/" + $0 }
        }
        for path in candidates { open(path) }
    }

    private func open(_ path: String) {
        guard wanted(path), !unusedPaths.contains(path), !devices.contains(where: { $0.device.path == path }) else { return }
        let device: EvdevDevice
        do {
            device = try EvdevDevice(path: path)
        } catch let error as SystemError {
            // A node appears before its permissions are set; the attribute change brings it back here.
            if error.errno != Errno.noEntry && failedPaths.insert(path).inserted {
                log("input: cannot open \(path): \(error.reason)")
            }
            return
        } catch {
            log("input: cannot open \(path): \(error)")
            return
        }
        failedPaths.remove(path)
        let decoder = DeviceDecoder(capabilities: device.capabilities, settings: settings.mapping, panel: panel, keys: settings.keys)
        let roles = decoder.classification.roles
        guard !roles.isEmpty else {
            log("input: ignoring \(path) (\(device.capabilities.name)): \(roles)")
            unusedPaths.insert(path)
            device.close()
            return
        }
        if settings.grab {
            do {
                try device.grab()
            } catch {
                log("input: \(path): could not take it exclusively (\(error)); other readers see its events too")
            }
        }
        log("input: using \(path) (\(device.capabilities.name)): \(roles)")
        devices.append(OpenDevice(number: nextNumber, device: device, decoder: decoder))
        nextNumber += 1
    }

    private func remove(at index: Int, nowUs: Int64, reason: String, into output: inout [TimedInputEvent]) {
        var cancelled: [TimedInputEvent] = []
        devices[index].decoder.cancelTouches(timeUs: nowUs, into: &cancelled)
        append(cancelled, from: devices[index].number, into: &output)
        log("input: \(devices[index].device.path) (\(devices[index].device.capabilities.name)) \(reason)")
        devices[index].device.close()
        devices.remove(at: index)
    }

    /// Gives touches their panel-wide ids and keeps time from going backwards, within a device
    /// and across devices: the one place input time is held (the picker holds its own loop time).
    func append(_ events: [TimedInputEvent], from device: Int, into output: inout [TimedInputEvent]) {
        for var event in events {
            if case .touch(let touch) = event.event {
                guard let mapped = touchIds.map(touch, device: device) else { continue }
                event.event = .touch(mapped)
            }
            lastTimeUs = max(lastTimeUs, event.timeUs)
            event.timeUs = lastTimeUs
            output.append(event)
        }
    }

    // MARK: Hot-plug

    private var watchedDirectories: Set<String> {
        guard let paths = settings.devicePaths else { return [settings.inputDirectory] }
        return Set(paths.map(FileSystem.directoryName(of:)))
    }

    private static let entryEvents: Inotify.Mask = [.created, .deleted, .movedTo, .movedFrom, .attributesChanged, .selfDeleted]

    /// Watches each directory devices may appear in; one that does not exist yet (no /dev/input before
    /// the first input driver binds) is replaced by its nearest existing parent until it appears.
    private func refreshWatches() {
        guard let watcher else { return }
        for directory in watchedDirectories where !watches.values.contains(directory) {
            var candidate = directory
            while true {
                if let watch = try? watcher.addWatch(candidate, InputDevices.entryEvents.union(.onlyDirectory)) {
                    watches[watch] = candidate
                    break
                }
                let parent = FileSystem.directoryName(of: candidate)
                if parent == candidate { break }
                candidate = parent
            }
        }
        // Once every directory is watched, the stand-in watches on parents (all of /dev, say) only cost wake-ups.
        let targets = watchedDirectories
        if targets.allSatisfy(watches.values.contains) {
            for (watch, directory) in watches where !targets.contains(directory) {
                watcher.removeWatch(watch)
                watches[watch] = nil
            }
        }
    }

    private func handleHotplug(_ watcher: Inotify, nowUs: Int64, into output: inout [TimedInputEvent]) {
        let events: [Inotify.Event]
        do {
            events = try watcher.readEvents()
        } catch {
            log("input: hot-plug watch failed (\(error)); rescanning")
            events = [Inotify.Event(watch: -1, mask: .overflow, name: "")]
        }
        var rescan = false
        for event in events {
            if event.mask.contains(.overflow) || event.mask.contains(.isDirectory) {
                rescan = true
                continue
            }
            if event.mask.contains(.ignored) || event.mask.contains(.selfDeleted) {
                watches[event.watch] = nil
                rescan = true
                continue
            }
            guard let directory = watches[event.watch], !event.name.isEmpty else { continue }
            let path = directory + "/" + event.name
            if !event.mask.isDisjoint(with: [.deleted, .movedFrom]) {
                unusedPaths.remove(path)
                failedPaths.remove(path)
                if let index = devices.firstIndex(where: { $0.device.path == path }) {
                    remove(at: index, nowUs: nowUs, reason: "removed", into: &output)
                }
            } else {
                open(path)
            }
        }
        if rescan {
            refreshWatches()
            scan()
        }
    }
}
