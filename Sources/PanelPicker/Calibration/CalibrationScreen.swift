import PickerCore
import PickerDisplay
import PickerRender

/// A calibration on a display: the session's target and instruction drawn
/// whenever they change, touches (uncalibrated, on the upright scanout)
/// sampled into taps, Escape to give up. The caller owns the loop and the clock.
package final class CalibrationScreen {
    package enum Outcome: Equatable {
        case finished(CalibrationFit)
        /// Escape: nothing is to change.
        case cancelled
    }

    package private(set) var session: CalibrationSession
    private var sampler = TapSampler()
    private let painter: CalibrationPainter
    private let display: DisplayBackend
    private let log: (String) -> Void
    private var shown: (target: PicturePoint?, instruction: String)?

    package init(session: CalibrationSession, painter: CalibrationPainter, display: DisplayBackend, log: @escaping (String) -> Void) {
        self.session = session
        self.painter = painter
        self.display = display
        self.log = log
        log("calibrate: \(session.instruction)")
    }

    /// Whether the screen shows something other than the session's state.
    package var frameWanted: Bool {
        shown.map { $0.target != session.target || $0.instruction != session.instruction } ?? true
    }

    /// Takes one input event; returns the outcome once there is one.
    package func handle(_ event: InputEvent) -> Outcome? {
        switch event {
        case .key(.escape):
            return .cancelled
        case .touch(let touch):
            guard let tap = sampler.consume(touch) else { return nil }
            let before = session.instruction
            session.tap(scanoutX: tap.x, scanoutY: tap.y)
            if session.instruction != before { log("calibrate: \(session.instruction)") }
            if case .finished(let fit) = session.phase { return .finished(fit) }
            return nil
        default:
            return nil
        }
    }

    /// Draws the current target when it is not on screen yet and the display can take a frame.
    package func drawIfReady(nowUs: Int64) throws {
        guard frameWanted, display.readiness(nowUs: nowUs) == .now else { return }
        let target = session.target, instruction = session.instruction
        let painter = self.painter
        try display.present { buffer, _ in painter.render(target: target, instruction: instruction, into: buffer) }
        shown = (target, instruction)
    }
}
