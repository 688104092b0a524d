import PickerCore
import Testing
@testable import PickerInput

@Suite struct TouchMappingTests {
    typealias Axis = DeviceCapabilities.AbsoluteAxis

    /// A sensor with one cell per scanout pixel under a width x height picture turned by `rotation`.
    static func oneCellPerPixel(width: Int, height: Int, _ rotation: PanelRotation) -> TouchMapping {
        let (scanoutWidth, scanoutHeight) = rotation.rotatedSize(width: width, height: height)
        return TouchMapping(
            xAxis: Axis(minimum: 0, maximum: Int32(scanoutWidth - 1)), yAxis: Axis(minimum: 0, maximum: Int32(scanoutHeight - 1)),
            settings: .init(), panel: PanelGeometry(widthPx: width, heightPx: height, rotation: rotation))
    }

    /// Whatever the rotation, the finger on the scanout pixel that shows picture pixel (x, y) touches (x, y):
    /// the display's own `scanoutPoint` is the oracle.
    @Test(arguments: PanelRotation.allCases)
    func aTouchLandsOnThePixelUnderTheFingerInEveryRotation(rotation: PanelRotation) {
        let (width, height) = (800, 480)
        let mapping = TouchMappingTests.oneCellPerPixel(width: width, height: height, rotation)
        for (x, y) in [(0, 0), (799, 0), (0, 479), (799, 479), (400, 240), (13, 457), (650, 7)] {
            let (nx, ny) = rotation.scanoutPoint(x: x, y: y, pictureWidth: width, pictureHeight: height)
            let position = mapping.panelPosition(x: Int32(nx), y: Int32(ny))
            #expect(position.x.floor == x && position.y.floor == y, "\(rotation) native \(nx),\(ny) → \(position.x),\(position.y), want \(x),\(y)")
        }
    }

    @Test(arguments: [
        // QEMU's usb-tablet on an 800×480 panel.
        (x: Axis(minimum: 0, maximum: 32767), y: Axis(minimum: 0, maximum: 32767), rawX: 0, rawY: 0, want: "0.0122,0.0073"),
        (x: Axis(minimum: 0, maximum: 32767), y: Axis(minimum: 0, maximum: 32767), rawX: 32767, rawY: 32767, want: "799.9878,479.9927"),
        (x: Axis(minimum: 0, maximum: 32767), y: Axis(minimum: 0, maximum: 32767), rawX: 16384, rawY: 8192, want: "400.0122,120.0073"),
        // A resistive screen whose useful range starts above zero: its minimum is the panel's edge.
        (x: Axis(minimum: 200, maximum: 3899), y: Axis(minimum: 300, maximum: 3659), rawX: 200, rawY: 3659, want: "0.1081,479.9286"),
        // Values past the range are clamped to it.
        (x: Axis(minimum: 200, maximum: 3899), y: Axis(minimum: 300, maximum: 3659), rawX: 50, rawY: 9000, want: "0.1081,479.9286"),
        // Negative ranges, as some digitisers report.
        (x: Axis(minimum: -400, maximum: 399), y: Axis(minimum: -240, maximum: 239), rawX: 0, rawY: -240, want: "400.5,0.5"),
    ])
    func axisRangesScaleOntoThePanel(x: Axis, y: Axis, rawX: Int32, rawY: Int32, want: String) {
        let mapping = TouchMapping(xAxis: x, yAxis: y, settings: .init(), panel: PanelGeometry(widthPx: 800, heightPx: 480))
        let position = mapping.panelPosition(x: rawX, y: rawY)
        #expect("\(position.x),\(position.y)" == want)
    }

    static let square = Axis(minimum: 0, maximum: 99)

    static func matrix(_ values: [String]) -> CalibrationMatrix {
        let fixed = values.compactMap { Fixed(decimal: Substring($0)) }
        return (try? CalibrationMatrix(fixed)) ?? .identity
    }

    @Test(arguments: [
        (name: "identity", settings: TouchMappingSettings(), raw: (10, 70), want: (10, 70)),
        (name: "swap", settings: TouchMappingSettings(swapAxes: true), raw: (10, 70), want: (70, 10)),
        (name: "invert x", settings: TouchMappingSettings(invertX: true), raw: (10, 70), want: (89, 70)),
        (name: "invert y", settings: TouchMappingSettings(invertY: true), raw: (10, 70), want: (10, 29)),
        (name: "swap then invert x", settings: TouchMappingSettings(swapAxes: true, invertX: true), raw: (10, 70), want: (29, 10)),
        // libinput's documented matrices.
        (name: "matrix: 90° clockwise", settings: TouchMappingSettings(calibration: matrix(["0", "-1", "1", "1", "0", "0"])), raw: (10, 70), want: (29, 10)),
        (name: "matrix: 180°", settings: TouchMappingSettings(calibration: matrix(["-1", "0", "1", "0", "-1", "1"])), raw: (10, 70), want: (89, 29)),
        (name: "matrix: swap by matrix", settings: TouchMappingSettings(calibration: matrix(["0", "1", "0", "1", "0", "0"])), raw: (10, 70), want: (70, 10)),
        // A sensor larger than the panel: its middle two thirds cover the panel (1.5·u - 0.25).
        (name: "matrix: scale and offset", settings: TouchMappingSettings(calibration: matrix(["1.5", "0", "-0.25", "0", "1.5", "-0.25"])), raw: (60, 30), want: (65, 20)),
        (name: "matrix: pushed off the panel is clamped", settings: TouchMappingSettings(calibration: matrix(["1.5", "0", "-0.25", "0", "1.5", "-0.25"])), raw: (5, 95), want: (0, 99)),
        (name: "matrix: huge numbers do not overflow", settings: TouchMappingSettings(calibration: matrix(["1e9", "-1e9", "1e9", "0", "1", "0"])), raw: (5, 95), want: (99, 95)),
    ])
    func calibrationSwapAndInversionWorkInNormalisedCoordinates(name: String, settings: TouchMappingSettings, raw: (Int, Int), want: (Int, Int)) {
        let mapping = TouchMapping(xAxis: TouchMappingTests.square, yAxis: TouchMappingTests.square, settings: settings,
                                   panel: PanelGeometry(widthPx: 100, heightPx: 100))
        let position = mapping.panelPosition(x: Int32(raw.0), y: Int32(raw.1))
        #expect(position.x.floor == want.0 && position.y.floor == want.1, "\(name): \(position.x),\(position.y)")
    }

    @Test(arguments: PanelRotation.allCases)
    func aSensorWithOneCellPerPixelMapsToPixelCentresExactly(rotation: PanelRotation) {
        let (width, height) = (800, 480)
        let mapping = TouchMappingTests.oneCellPerPixel(width: width, height: height, rotation)
        for x in stride(from: 0, to: width, by: 7) {
            for y in stride(from: 0, to: height, by: 13) {
                let (nx, ny) = rotation.scanoutPoint(x: x, y: y, pictureWidth: width, pictureHeight: height)
                let position = mapping.panelPosition(x: Int32(nx), y: Int32(ny))
                #expect(position.x == Fixed(x) + .half && position.y == Fixed(y) + .half, "\(rotation) \(x),\(y)")
            }
        }
    }

    @Test func calibrationAndRotationCompose() {
        // An inverted-X sensor on a panel mounted turned 90°: calibrate on the scanout first, then rotate.
        let mapping = TouchMapping(xAxis: Axis(minimum: 0, maximum: 479), yAxis: Axis(minimum: 0, maximum: 799),
                                   settings: TouchMappingSettings(invertX: true),
                                   panel: PanelGeometry(widthPx: 800, heightPx: 480, rotation: .quarter))
        // The sensor's x=0 is the scanout's right edge (x=479), which shows the picture's bottom row;
        // scanout y=100 shows picture column 800-1-100.
        let position = mapping.panelPosition(x: 0, y: 100)
        #expect(position.x.floor == 699 && position.y.floor == 479)
    }

    @Test func aCalibrationNeedsSixNumbers() {
        #expect(throws: InputConfigurationError("input.calibration: expected 6 numbers (libinput's a b c d e f), got 5")) {
            try CalibrationMatrix([.one, .zero, .zero, .zero, .one])
        }
    }
}
