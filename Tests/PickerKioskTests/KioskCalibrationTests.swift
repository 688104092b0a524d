import PanelPicker
import PickerControl
import PickerCore
import PickerKiosk
import Testing

/// The socket's `calibrate` on a kiosk that cannot show it: refused, naming why, the picker untouched.
@Suite struct KioskCalibrationTests {
    @Test func calibrateWithoutATouchscreenIsRefusedAndThePickerCarriesOn() throws {
        let fixture = try KioskFixture()
        guard case .failure(let error) = fixture.perform(.calibrate(points: .five, timeoutS: 10)) else {
            Issue.record("calibrate succeeded offscreen")
            return
        }
        #expect(error.code == .failed)
        #expect(error.message == "calibration needs a touchscreen on the DRM backend; this picker runs on offscreen with no evdev devices")
        #expect(!fixture.kiosk.picker.isCalibrating)
        guard case .success = fixture.perform(.select(column: .id("hour"), row: .index(3), animated: false)) else {
            Issue.record("select failed after a refused calibrate")
            return
        }
        #expect(fixture.kiosk.picker.selection[0].row == 3)
    }
}
