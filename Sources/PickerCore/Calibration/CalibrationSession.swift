/// A calibration from the first target to a checked fit, as a state machine:
/// the caller draws `target` with `instruction`, feeds each tap (`tap(_:)`),
/// and stops when `phase` is `.finished`. Time stays with the caller.
///
/// The fit comes once every target has a tap. A tap the others' fit says is
/// off (a slip of the finger) is asked for again; taps that cannot be fitted
/// at all start the round again. Then one more target, not used by the fit,
/// checks it: a miss beyond the tolerance starts the round again.
package struct CalibrationSession: Sendable {
    package enum Phase: Equatable, Sendable {
        /// Waiting for the tap on `targets[index]`.
        case collecting(index: Int)
        /// Waiting for the tap on the verification target, which checks `fit`.
        case verifying(CalibrationFit)
        /// The fit passed its check.
        case finished(CalibrationFit)
    }

    package let geometry: CalibrationGeometry
    package let targets: [PicturePoint]
    package private(set) var phase: Phase = .collecting(index: 0)
    /// What the screen says under the target.
    package private(set) var instruction: String
    /// The taps so far, one per target (nil until tapped), normalised.
    private var touched: [NormalisedPoint?]

    /// A tap further than this from where the other taps' fit puts it is asked for again:
    /// twice the check's tolerance, so a sloppy but honest tap passes.
    package var outlierTolerancePx: Double { 2 * geometry.verificationTolerancePx }

    package init(geometry: CalibrationGeometry, points: CalibrationPointCount) {
        self.geometry = geometry
        targets = geometry.targets(count: points)
        touched = Array(repeating: nil, count: targets.count)
        instruction = CalibrationSession.tapText(1, of: targets.count)
    }

    /// The target to draw now; nil once finished.
    package var target: PicturePoint? {
        switch phase {
        case .collecting(let index): targets[index]
        case .verifying: geometry.verificationTarget
        case .finished: nil
        }
    }

    /// Takes the tap on the current target, given where it landed on the upright scanout with no calibration.
    package mutating func tap(scanoutX x: Fixed, scanoutY y: Fixed) {
        let point = geometry.normalised(scanoutX: x, scanoutY: y)
        switch phase {
        case .collecting(let index):
            touched[index] = point
            if let next = touched.firstIndex(where: { $0 == nil }) {
                phase = .collecting(index: next)
                instruction = CalibrationSession.tapText(next + 1, of: targets.count)
            } else {
                fitTaps()
            }
        case .verifying(let fit):
            let target = geometry.verificationTarget
            let missPx = geometry.distancePx(fit.apply(point), geometry.normalised(pictureX: target.x, pictureY: target.y))
            if missPx <= geometry.verificationTolerancePx {
                phase = .finished(fit)
                instruction = "Calibrated"
            } else {
                restart(because: "The check tap landed \(Int(missPx.rounded())) px from the cross")
            }
        case .finished:
            break
        }
    }

    private var pairs: [CalibrationPair] {
        zip(touched, targets).compactMap { touched, target in
            touched.map { CalibrationPair(touched: $0, target: geometry.normalised(pictureX: target.x, pictureY: target.y)) }
        }
    }

    private mutating func fitTaps() {
        let pairs = self.pairs
        let geometry = self.geometry
        if let outlier = CalibrationFit.outlier(in: pairs, tolerance: outlierTolerancePx, distance: geometry.distancePx) {
            touched[outlier] = nil
            phase = .collecting(index: outlier)
            instruction = "That tap was off: tap this cross again"
            return
        }
        do throws(CalibrationError) {
            let fit = try CalibrationFit(pairs)
            phase = .verifying(fit)
            instruction = "Check: tap the cross"
        } catch {
            restart(because: capitalised(error.message))
        }
    }

    private mutating func restart(because reason: String) {
        touched = Array(repeating: nil, count: targets.count)
        phase = .collecting(index: 0)
        instruction = "\(reason). Again: tap the cross (1 of \(targets.count))"
    }

    private static func tapText(_ number: Int, of count: Int) -> String {
        "Tap the centre of the cross (\(number) of \(count))"
    }

    private func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
