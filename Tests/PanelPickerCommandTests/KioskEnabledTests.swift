import Glibc
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// `set_enabled`: a kiosk whose device cannot take a choice now dims the picker and ignores its
/// user, and comes back as it was.
@Suite(.serialized) struct KioskEnabledTests {
    @Test func setEnabledDimsThePickerAndGetStateSaysSo() throws {
        let kiosk = try Kiosk("kiosk-enabled")
        try kiosk.writeConfig()
        try kiosk.start()
        func screen() throws -> String? { try kiosk.call("screenshot")?["png_base64"]?.stringValue }
        /// The screen once it shows what `wanted` says: a screenshot is the frame last shown, and
        /// the kiosk draws at most one frame each 1/60 s.
        func screen(within tries: Int = 50, where wanted: (String?) -> Bool) throws -> String? {
            for _ in 1..<tries {
                let shown = try screen()
                if wanted(shown) { return shown }
                usleep(20_000)
            }
            return try screen()
        }
        let before = try screen()
        #expect(try kiosk.call("get_state")?["enabled"] == .bool(true))
        #expect(try kiosk.call("set_enabled", [("enabled", .bool(false))])?["enabled"] == .bool(false))
        #expect(try kiosk.call("get_state")?["enabled"] == .bool(false))
        let dimmed = try screen { $0 != before }
        #expect(dimmed != nil && dimmed != before, "the picker is drawn dimmed")
        // The program's own commands still move a disabled picker.
        #expect(try kiosk.call("select", [("column", .int(0)), ("row", .int(2)), ("animated", .bool(false))]) != nil)
        #expect(try kiosk.call("select", [("column", .int(0)), ("row", .int(9)), ("animated", .bool(false))]) != nil)
        #expect(try kiosk.call("set_enabled", [("enabled", .bool(true))])?["enabled"] == .bool(true))
        #expect(try screen { $0 == before } == before, "enabled again, it is drawn as it was")
        #expect(try kiosk.errorCode("set_enabled", [("enabled", .string("off"))]) == "wrong_type")
        #expect(kiosk.stop() == 0)
        #expect(kiosk.errors.contains("input: ignored, the picker dimmed (set_enabled)"), "\(kiosk.errors)")
    }
}
