import PickerCore
import PickerDisplay
import PickerInput
import PickerRender
import PickerSystem

/// `run`'s loop as far as input goes: one `poll` over the signal pipe, the
/// display's flip events and the input devices; input events into the
/// engine; frames drawn, paced by the display, only while a column moves or
/// a finger holds one. With nothing moving the loop sleeps in `poll` with no
/// timeout. (The control socket and the confirm flow join this loop later.)
final class RunLoop {
    private let session: DisplaySession
    private let renderer: PickerRenderer
    private let input: InputDevices
    private let signals: SignalDescriptor
    private let log: (String) -> Void
    private(set) var engine: PickerEngine
    private var frameWanted = false
    /// The oldest input (kernel stamp) not yet in a presented frame, and the one in the frame on its way.
    private var unshownInputUs: Int64?
    private var inFlightInputUs: Int64?
    /// Input to screen, per frame that carried input: the event's kernel stamp to the frame's flip event.
    private(set) var inputToScreenUs: [Int64] = []

    init(session: DisplaySession, renderer: PickerRenderer, engine: PickerEngine, input: InputDevices,
         signals: SignalDescriptor, log: @escaping (String) -> Void) {
        self.session = session
        self.renderer = renderer
        self.engine = engine
        self.input = input
        self.signals = signals
        self.log = log
    }

    /// Runs until SIGTERM or SIGINT; returns the signal.
    func run() throws -> Int32 {
        let display = session.display
        while true {
            var timeoutMs: Int32 = -1
            if frameWanted {
                let nowUs = MonotonicClock.nowUs()
                switch display.readiness(nowUs: nowUs) {
                case .now:
                    try present(atUs: nowUs)
                    if frameWanted, case .at(let timeUs) = display.readiness(nowUs: nowUs) {
                        timeoutMs = RunLoop.milliseconds(until: timeUs, from: nowUs)
                    }
                case .at(let timeUs):
                    timeoutMs = RunLoop.milliseconds(until: timeUs, from: nowUs)
                case .afterEvents:
                    break
                }
            }
            let displayDescriptors = display.pollDescriptor.map { [$0] } ?? []
            let inputDescriptors = input.pollDescriptors
            let ready = try Poll.waitReadable([signals.descriptor] + displayDescriptors + inputDescriptors, timeoutMs: timeoutMs)
            if ready[0], let signal = try signals.readSignals().first { return signal }
            if !displayDescriptors.isEmpty && ready[1] {
                for timing in try display.handleEvents() { frameShown(timing) }
            }
            let readableInput = zip(inputDescriptors, ready.suffix(inputDescriptors.count)).filter(\.1).map(\.0)
            if !readableInput.isEmpty { readInput(readableInput) }
        }
    }

    private func readInput(_ readable: [FileDescriptor]) {
        let events = input.readEvents(nowUs: MonotonicClock.nowUs(), readable: readable)
        for timed in events {
            do {
                report(try engine.handle(timed.event, atUs: timed.timeUs))
            } catch {
                log("input: \(error.message)")
            }
            unshownInputUs = unshownInputUs ?? timed.timeUs
        }
        if !events.isEmpty { frameWanted = true }
    }

    private func present(atUs nowUs: Int64) throws {
        report(engine.advance(toUs: nowUs))
        let offsets = engine.offsets
        let model = engine.model
        inFlightInputUs = unshownInputUs
        unshownInputUs = nil
        if let timing = try session.display.present({ buffer, stale in
            renderer.render(model: model, offsets: offsets, into: buffer, staleDamage: stale).changed
        }) {
            frameShown(timing)
        }
        frameWanted = engine.isAnimating
    }

    private func frameShown(_ timing: FrameTiming) {
        if let inputUs = inFlightInputUs {
            inputToScreenUs.append(timing.onScreenUs - inputUs)
            inFlightInputUs = nil
        }
    }

    private func report(_ events: [TimedPickerEvent]) {
        for timed in events {
            if case .selectionChanged(let column, let row) = timed.event {
                log("selection: \(engine.model.columns[column].id) = \(engine.model.columns[column].row(row).value)")
            }
        }
        if engine.isAnimating { frameWanted = true }
    }

    private static func milliseconds(until timeUs: Int64, from nowUs: Int64) -> Int32 {
        Int32(clamping: Swift.max(0, (timeUs - nowUs + 999) / 1000))
    }
}
