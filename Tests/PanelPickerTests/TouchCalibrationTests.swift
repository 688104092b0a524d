import PanelPicker
import Testing

/// The fit as a host with its own calibration screen calls it (public API only).
@Suite struct TouchCalibrationTests {
    @Test func aHostsOwnTapsGiveTheMatrixForTheConfig() throws {
        // A 0..4095 sensor whose x runs down an 800x480 panel: targets at the corners and the centre.
        let targets = [(80, 48), (719, 48), (719, 431), (80, 431), (400, 240)]
        let taps = targets.map { x, y -> TouchCalibration.Tap in
            let target = TouchCalibration.normalised(pictureX: x, pictureY: y, width: 800, height: 480)
            let rawX = Int((target.y * 4096).rounded(.down)), rawY = Int((target.x * 4096).rounded(.down))
            return TouchCalibration.Tap(touchedX: TouchCalibration.normalised(value: rawX, minimum: 0, maximum: 4095),
                                        touchedY: TouchCalibration.normalised(value: rawY, minimum: 0, maximum: 4095),
                                        targetX: target.x, targetY: target.y)
        }
        let result = try TouchCalibration.fit(taps)
        #expect(result.configNumbers.count == 6)
        #expect(abs(result.matrix[1] - 1) < 1e-3 && abs(result.matrix[3] - 1) < 1e-3)
        #expect(abs(result.matrix[0]) < 1e-3 && abs(result.matrix[4]) < 1e-3)
        #expect(result.jsonFragment.hasPrefix(#"{"input":{"calibration":["#))
        #expect(TouchCalibration.outlier(in: taps, tolerance: 0.01) == nil)
    }

    @Test func tapsOnOneSpotAreBadInput() {
        let taps = (0..<5).map { _ in TouchCalibration.Tap(touchedX: 0.5, touchedY: 0.5, targetX: 0.2, targetY: 0.7) }
        #expect(throws: PickerError.self) { try TouchCalibration.fit(taps) }
    }
}
