import PickerCore

/// Touch calibration for a program with its own calibration screen: hand in
/// where each target was drawn and where the touchscreen reported the tap,
/// get libinput's calibration matrix for the config's `input.calibration`
/// (`panel-picker calibrate` uses the same fit; see docs/input.md).
///
/// Both positions are normalised device coordinates: 0 to 1 across each axis
/// of the panel in its native (unrotated) orientation. For the touch that is
/// the raw value after `swap_axes`/`invert_*` (`normalised(value:minimum:maximum:)`);
/// for the target, `normalised(pictureX:pictureY:...)` of the pixel it was drawn on.
public enum TouchCalibration {
    /// One tap on one target.
    public struct Tap: Equatable, Sendable {
        public var touchedX: Double
        public var touchedY: Double
        public var targetX: Double
        public var targetY: Double

        public init(touchedX: Double, touchedY: Double, targetX: Double, targetY: Double) {
            self.touchedX = touchedX
            self.touchedY = touchedY
            self.targetX = targetX
            self.targetY = targetY
        }
    }

    /// A fitted matrix.
    public struct Result: Equatable, Sendable {
        /// a b c d e f, as fitted.
        public let matrix: [Double]
        /// The six numbers for `input.calibration`, exactly as the picker will apply them.
        public let configNumbers: [String]
        /// Per tap, how far the matrix puts it from its target (normalised units).
        public let residuals: [Double]
        /// `{"input":{"calibration":[...]}}`.
        public let jsonFragment: String
    }

    /// Fits the matrix to at least three taps by least squares.
    /// - Throws: `.badInput` when the taps cannot fix a matrix (all on one spot, on one line,
    ///   fewer than three, not finite), with a message saying which.
    public static func fit(_ taps: [Tap]) throws(PickerError) -> Result {
        do throws(CalibrationError) {
            let fit = try CalibrationFit(taps.map(pair))
            let entries = fit.entries
            return Result(matrix: fit.matrix, configNumbers: entries.map(\.exactDecimal), residuals: fit.residuals,
                          jsonFragment: CalibrationConfigEdit.fragment(entries))
        } catch {
            throw PickerError(.badInput, error.message)
        }
    }

    /// The tap the others disagree with by more than `tolerance` (normalised units): ask for it again.
    /// Nil when they agree, or with three taps or fewer.
    public static func outlier(in taps: [Tap], tolerance: Double) -> Int? {
        CalibrationFit.outlier(in: taps.map(pair), tolerance: tolerance)
    }

    /// A raw axis value in normalised coordinates, as the picker reads it: the centre of the value's cell.
    public static func normalised(value: Int, minimum: Int, maximum: Int) -> Double {
        guard maximum >= minimum else { return 0.5 }
        return (Double(min(max(value, minimum), maximum) - minimum) + 0.5) / (Double(maximum) - Double(minimum) + 1)
    }

    /// The normalised position of a target drawn on picture pixel (`x`, `y`) of a `width` × `height`
    /// picture shown turned `rotationDegrees` (the config's `display.rotation`; 0 for an unknown value).
    public static func normalised(pictureX x: Int, pictureY y: Int, width: Int, height: Int, rotationDegrees: Int = 0) -> (x: Double, y: Double) {
        let geometry = CalibrationGeometry(pictureWidth: width, pictureHeight: height, rotation: PanelRotation(degrees: rotationDegrees) ?? .upright)
        let point = geometry.normalised(pictureX: x, pictureY: y)
        return (point.x, point.y)
    }

    private static func pair(_ tap: Tap) -> CalibrationPair {
        CalibrationPair(touched: NormalisedPoint(x: tap.touchedX, y: tap.touchedY), target: NormalisedPoint(x: tap.targetX, y: tap.targetY))
    }
}
