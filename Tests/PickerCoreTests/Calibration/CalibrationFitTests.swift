import Testing
@testable import PickerCore

@Suite struct CalibrationFitTests {
    /// Touched points spread over the panel as a 9-point calibration's are.
    static let grid: [NormalisedPoint] = [0.1, 0.5, 0.9].flatMap { y in [0.1, 0.5, 0.9].map { NormalisedPoint(x: $0, y: y) } }

    static func pairs(_ matrix: [Double], touched: [NormalisedPoint] = grid) -> [CalibrationPair] {
        touched.map { CalibrationPair(touched: $0, target: CalibrationFit.apply(matrix, $0)) }
    }

    static func fixed(_ matrix: [Double]) -> [Fixed] {
        matrix.map { Fixed(raw: Int64(($0 * 65536).rounded())) }
    }

    // libinput's documented matrices (doc/calibration, "rotate 90°" etc.) and the kinds a mis-mounted panel needs.
    @Test(arguments: [
        ("identity", [1.0, 0, 0, 0, 1, 0]),
        ("swapped axes", [0.0, 1, 0, 1, 0, 0]),
        ("mirrored x", [-1.0, 0, 1, 0, 1, 0]),
        ("mirrored y", [1.0, 0, 0, 0, -1, 1]),
        ("rotated 90°", [0.0, -1, 1, 1, 0, 0]),
        ("rotated 270°", [0.0, 1, 0, -1, 0, 1]),
        ("scaled", [0.95, 0, 0, 0, 1.05, 0]),
        ("offset", [1.0, 0, 0.08, 0, 1, -0.08]),
        ("sheared", [1.0, 0.25, 0, -0.125, 1, 0]),
        ("swapped, y inverted, offset and scaled", [0.0, 1.05, -0.08, -0.95, 0, 1.03]),
    ])
    func recoversAKnownMatrixExactly(name: String, matrix: [Double]) throws {
        let fit = try CalibrationFit(Self.pairs(matrix))
        #expect(fit.entries == Self.fixed(matrix), "\(name)")
        #expect(fit.residuals.allSatisfy { $0 < 1e-12 }, "\(name)")
    }

    @Test func recoversFromFiveTapsAsFromNine() throws {
        let five = [NormalisedPoint(x: 0.1, y: 0.1), NormalisedPoint(x: 0.9, y: 0.1), NormalisedPoint(x: 0.9, y: 0.9),
                    NormalisedPoint(x: 0.1, y: 0.9), NormalisedPoint(x: 0.5, y: 0.5)]
        let matrix = [0.0, -1, 1, 1, 0, 0]
        #expect(try CalibrationFit(Self.pairs(matrix, touched: five)).entries == Self.fixed(matrix))
    }

    /// A fixed sequence in [-1, 1] (a linear congruential generator), so the noise is the same every run.
    static func noise(count: Int) -> [Double] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(UInt64(1) << 52) - 1
        }
    }

    @Test(arguments: [0.001, 0.004, 0.02])
    func noisyTapsKeepTheResidualWithinTheNoise(amplitude: Double) throws {
        let matrix = [0.0, 1.05, -0.08, -0.95, 0, 1.03]
        let noise = Self.noise(count: 2 * Self.grid.count)
        let noisy = Self.pairs(matrix).enumerated().map { index, pair in
            CalibrationPair(touched: NormalisedPoint(x: pair.touched.x + amplitude * noise[2 * index],
                                                     y: pair.touched.y + amplitude * noise[2 * index + 1]),
                            target: pair.target)
        }
        let fit = try CalibrationFit(noisy)
        // Least squares projects the noise away from the fit: the residuals are no larger
        // than the noise itself, scaled by the matrix (at most 1.05 here), √2 for two axes.
        #expect(fit.rmsResidual <= 1.05 * 2.squareRoot() * amplitude)
        #expect(fit.rmsResidual > 0)
        for pair in Self.pairs(matrix) {
            #expect(fit.apply(pair.touched).distance(to: pair.target) <= 3 * amplitude)
        }
    }

    @Test func theSameTapsGiveTheSameBits() throws {
        let noisy = Self.pairs([1.0, 0.25, 0.1, -0.125, 1, 0]).enumerated().map { index, pair in
            CalibrationPair(touched: NormalisedPoint(x: pair.touched.x + 0.003 * Self.noise(count: 9)[index], y: pair.touched.y), target: pair.target)
        }
        #expect(try CalibrationFit(noisy) == CalibrationFit(noisy))
    }

    @Test func everyTapOnOneSpotIsRefused() {
        let spot = NormalisedPoint(x: 0.4, y: 0.6)
        let pairs = Self.grid.map { CalibrationPair(touched: spot, target: $0) }
        #expect(throws: CalibrationError.self) { try CalibrationFit(pairs) }
        let message = (try? CalibrationFit(pairs)).map { _ in "" } ?? Self.message(pairs)
        #expect(message.contains("same spot"))
        #expect(message.contains("x 0.4"))
    }

    @Test func collinearTapsAreRefused() {
        // A panel whose y axis is stuck: every tap reports the same height.
        let pairs = Self.grid.map { CalibrationPair(touched: NormalisedPoint(x: $0.x, y: 0.5), target: $0) }
        #expect(Self.message(pairs).contains("one line"))
        let diagonal = Self.grid.map { CalibrationPair(touched: NormalisedPoint(x: $0.x, y: $0.x + 1e-6 * $0.y), target: $0) }
        #expect(Self.message(diagonal).contains("one line"))
    }

    @Test func tooFewTapsAreRefused() {
        #expect(Self.message(Array(Self.pairs([1.0, 0, 0, 0, 1, 0]).prefix(2))) == "a calibration needs at least 3 taps, got 2")
    }

    @Test func nonFiniteCoordinatesAreRefused() {
        var pairs = Self.pairs([1.0, 0, 0, 0, 1, 0])
        pairs[3].touched.x = .nan
        #expect(Self.message(pairs).contains("nan"))
        pairs[3].touched.x = .infinity
        #expect(Self.message(pairs).contains("inf"))
    }

    @Test func aTapFarFromTheOthersFitIsTheOutlier() {
        var pairs = Self.pairs([0.0, 1, 0, 1, 0, 0])
        pairs[6].touched.x += 0.1
        #expect(CalibrationFit.outlier(in: pairs, tolerance: 0.03) == 6)
    }

    @Test func consistentTapsHaveNoOutlier() {
        let pairs = Self.pairs([0.0, 1.05, -0.08, -0.95, 0, 1.03]).enumerated().map { index, pair in
            CalibrationPair(touched: NormalisedPoint(x: pair.touched.x + 0.002 * Self.noise(count: 9)[index], y: pair.touched.y), target: pair.target)
        }
        #expect(CalibrationFit.outlier(in: pairs, tolerance: 0.03) == nil)
        // Three taps leave nothing to check one against the others.
        #expect(CalibrationFit.outlier(in: Array(pairs.prefix(3)), tolerance: 0) == nil)
    }

    static func message(_ pairs: [CalibrationPair]) -> String {
        do throws(CalibrationError) {
            _ = try CalibrationFit(pairs)
            return ""
        } catch {
            return error.message
        }
    }
}
