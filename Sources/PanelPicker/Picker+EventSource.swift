import PickerSystem

/// A picker is one source of an `EventLoop` (`run()` and the kiosk put it in theirs):
/// the loop hands it the descriptors poll() reported, so it never asks poll() again.
extension Picker: EventSource {
    package var watchedDescriptors: [PollDescriptor] {
        pollDescriptors.map { PollDescriptor(fd: FileDescriptor(rawValue: $0), events: .readable) }
    }

    package var wakeUs: Int64? { nextDeadlineUs }

    package func handle(ready: [PollDescriptor], nowUs: Int64) throws {
        try handleEvents(ready: Set(ready.map(\.fd.rawValue)), nowUs: nowUs)
    }
}
