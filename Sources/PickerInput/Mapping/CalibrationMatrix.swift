import PickerCore

/// libinput's `LIBINPUT_CALIBRATION_MATRIX`: the first two rows of a 3×3
/// affine matrix applied to normalised device coordinates (0..1 across each
/// axis's range), `x' = a·x + b·y + c`, `y' = d·x + e·y + f`.
package struct CalibrationMatrix: Equatable, Sendable {
    package var a: Fixed, b: Fixed, c: Fixed
    package var d: Fixed, e: Fixed, f: Fixed

    package static let identity = CalibrationMatrix(a: .one, b: .zero, c: .zero, d: .zero, e: .one, f: .zero)

    package init(a: Fixed, b: Fixed, c: Fixed, d: Fixed, e: Fixed, f: Fixed) {
        self.a = a; self.b = b; self.c = c
        self.d = d; self.e = e; self.f = f
    }

    /// The matrix from the config's six numbers, row by row.
    package init(_ values: [Fixed]) throws(InputConfigurationError) {
        guard values.count == 6 else {
            throw InputConfigurationError("input.calibration: expected 6 numbers (libinput's a b c d e f), got \(values.count)")
        }
        self.init(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
    }
}
