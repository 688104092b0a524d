import Glibc
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// `panel-picker run` (offscreen): the socket's power commands and the `power_changed` event.
@Suite(.serialized) struct KioskPowerTests {
    @Test func sleepAndWakeOverTheSocketReachSubscribers() throws {
        let kiosk = try Kiosk("kiosk-power")
        try kiosk.writeConfig()
        try kiosk.start()
        let watcher = try kiosk.client()
        defer { watcher.close() }
        _ = try watcher.call("subscribe", JSONObject([("events", .array([.string("power_changed")]))]), timeoutMs: 5000)
        #expect(try kiosk.call("sleep")?["power"] == .string("off"))
        #expect(try watcher.nextLine(timeoutMs: 5000)?.serialized == #"{"event":"power_changed","state":"off"}"#)
        #expect(try kiosk.call("wake")?["power"] == .string("awake"))
        #expect(try watcher.nextLine(timeoutMs: 5000)?.serialized == #"{"event":"power_changed","state":"awake"}"#)
        #expect(try kiosk.call("set_feedback", [("enabled", .bool(false))])?["feedback"] == .bool(false))
        #expect(try kiosk.errorCode("set_feedback", [("enabled", .string("no"))]) == "wrong_type")
        #expect(kiosk.stop() == 0)
        #expect(kiosk.errors.contains("power: off"), "\(kiosk.errors)")
    }

    @Test func anIdleKioskDimsAndSleepsOnItsOwn() throws {
        let kiosk = try Kiosk("kiosk-idle")
        try kiosk.writeConfig(extra: #""power": {"dim_after_s": 2, "off_after_s": 4}"#)
        try kiosk.start()
        let watcher = try kiosk.client()
        defer { watcher.close() }
        _ = try watcher.call("subscribe", JSONObject([("events", .array([.string("power_changed")]))]), timeoutMs: 5000)
        #expect(try watcher.nextLine(timeoutMs: 5000)?["state"] == .string("dimmed"))
        #expect(try watcher.nextLine(timeoutMs: 5000)?["state"] == .string("off"))
        #expect(kiosk.stop() == 0)
    }
}
