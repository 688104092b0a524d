import PanelPicker
import PickerControl
import PickerDisplay
import PickerService
import PickerSystem

/// `run`'s one poll() loop: the picker's descriptors (display, input,
/// terminal), the signal pipe and the control socket with its clients. The
/// timeout is the picker's next deadline, the saved state's, or the watchdog's next ping; with
/// neither, poll() sleeps until a descriptor wakes it.
package final class KioskLoop {
    private let kiosk: Kiosk
    private let signals: SignalDescriptor
    private let mainStartUs: Int64
    private var watchdog: Watchdog?
    private var readySent = false

    package init(kiosk: Kiosk, signals: SignalDescriptor, mainStartUs: Int64) {
        self.kiosk = kiosk
        self.signals = signals
        self.mainStartUs = mainStartUs
        watchdog = Watchdog(watchdogUSec: FileSystem.environment("WATCHDOG_USEC"), watchdogPID: FileSystem.environment("WATCHDOG_PID"),
                            processID: Identity.processID, nowUs: MonotonicClock.nowUs())
    }

    /// Runs until the kiosk finishes; returns the error that ended it early, if one did.
    package func run() -> PickerError? {
        let picker = kiosk.picker
        while kiosk.finish == nil {
            do throws(PickerError) {
                try picker.handleEvents(nowUs: picker.clock.nowUs())
            } catch {
                return error
            }
            if !readySent, let first = picker.firstFrame {
                readySent = true
                logFirstFrame(first)
                kiosk.notify([.ready, .status(kiosk.statusText)])
            }
            if picker.isStopped && kiosk.finish == nil { kiosk.stop("Ctrl-C") }
            if kiosk.finish != nil { break }

            let pickerDescriptors = picker.pollDescriptors.map { PollDescriptor(fd: FileDescriptor(rawValue: $0), events: .readable) }
            let polledServer = kiosk.server
            let serverDescriptors = polledServer?.pollDescriptors ?? []
            var descriptors = [PollDescriptor(fd: signals.descriptor, events: .readable)] + pickerDescriptors + serverDescriptors
            let nowUs = MonotonicClock.nowUs()
            let deadlineUs = [picker.nextDeadlineUs, kiosk.nextSaveUs].compactMap { $0 }.min()
            var timeoutMs = deadlineUs.map { KioskLoop.timeoutMs(until: $0, from: nowUs) } ?? -1
            if let watchdog {
                let pingMs = watchdog.timeoutMs(nowUs: nowUs)
                timeoutMs = timeoutMs < 0 ? pingMs : Swift.min(timeoutMs, pingMs)
            }
            do {
                try Poll.wait(&descriptors, timeoutMs: timeoutMs)
                if !descriptors[0].returned.isEmpty { try handleSignals() }
            } catch {
                return PickerError(.device, "\(error)")
            }
            // A SIGHUP just handled may have replaced the server: the descriptors were the old one's.
            if let server = polledServer, server === kiosk.server {
                for descriptor in descriptors.suffix(serverDescriptors.count) where !descriptor.returned.isEmpty {
                    server.handle(descriptor, handler: kiosk)
                }
            }
            kiosk.saveIfDue(nowUs: picker.clock.nowUs())
            if watchdog?.takePingIfDue(nowUs: MonotonicClock.nowUs()) == true { kiosk.notify([.watchdog]) }
        }
        return nil
    }

    private func handleSignals() throws {
        for signal in try signals.readSignals() {
            switch signal {
            case SignalNumber.hangUp:
                kiosk.reloadConfigFile()
            case SignalNumber.windowChanged:
                do throws(PickerError) {
                    try kiosk.picker.terminalWindowDidResize()
                } catch {
                    kiosk.log.warning(error.message)
                }
            case SignalNumber.interrupt:
                kiosk.stop("SIGINT")
            default:
                kiosk.stop("SIGTERM")
            }
        }
    }

    /// Gives clients a moment (at most 100 ms) to receive replies still queued,
    /// so the `confirm` that ended the run is answered.
    package func drainReplies() {
        guard let server = kiosk.server else { return }
        let endUs = MonotonicClock.nowUs() + 100_000
        while server.hasPendingOutput, MonotonicClock.nowUs() < endUs {
            var descriptors = server.pollDescriptors.map { PollDescriptor(fd: $0.fd, events: $0.events.intersection(.writable)) }
            guard (try? Poll.wait(&descriptors, timeoutMs: 10)) != nil else { return }
            for descriptor in descriptors where !descriptor.returned.isEmpty {
                server.handleWritable(descriptor.fd, handler: kiosk)
            }
        }
    }

    private func logFirstFrame(_ timing: FrameTiming) {
        kiosk.log.info(FirstFrameReport.line(onScreenUs: timing.onScreenUs, mainStartUs: mainStartUs, processStartUs: MonotonicClock.processStartUs()))
        kiosk.log.info("flip cycle \(milliseconds(timing.onScreenUs - timing.drawStartUs)) ms: draw \(milliseconds(timing.commitUs - timing.drawStartUs)) ms, "
            + "commit to on screen \(milliseconds(timing.onScreenUs - timing.commitUs)) ms")
    }

    private static func timeoutMs(until timeUs: Int64, from nowUs: Int64) -> Int32 {
        Int32(clamping: Swift.max(0, (timeUs - nowUs + 999) / 1000))
    }
}
