import Glibc
import PickerControl
import PickerCore
import PickerKiosk
import PickerSystem
import PickerTestSupport
import Testing

/// `run`'s one loop with a control server in it, turned by hand on the fixture's clock, a
/// frame's time a turn.
@Suite struct FairLoopTests {
    /// Issue 33, finding 5: while one client streamed screenshots, no frame was drawn and
    /// another client's ping waited 12.5 s. Now, while 120 screenshot requests wait, every
    /// turn draws a frame of the moving column, answers at most `linesPerTurn` of them, and
    /// another client's ping is answered in the first turn that reads it.
    @Test func aStreamOfScreenshotsLeavesAFramePerTurnAndAnotherClientsPingItsTurn() throws {
        let fixture = try KioskFixture()
        let path = "/tmp/pp-fair-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        let limits = ControlServer.Limits()
        // The turn's slice is measured on a clock that stands still, so a slow machine changes nothing
        // here: only the count of lines bounds a turn (ControlServerTests covers the slice).
        let server = ControlServer(listener: try ListeningSocket.bind(path: path, groupID: nil),
                                   policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
                                   limits: limits, version: "test", clock: { 0 }, log: { _, _ in })
        fixture.kiosk.server = server
        defer {
            fixture.kiosk.server = nil
            server.close()
        }
        let loop = KioskLoop(kiosk: fixture.kiosk, signals: try SignalDescriptor(signals: []), mainStartUs: 0)
        let flooder = try TestClient(path: path)
        let other = try TestClient(path: path)
        // The clients read before each turn, as real ones would while the loop runs: a socket
        // left full would keep the server waiting for room (poll() for writing) until the idle timeout.
        func turn() throws {
            flooder.readAvailable()
            fixture.clock.nowUs += 16_667
            try loop.turn()
        }
        for _ in 0..<10 where server.clientCount < 2 { try turn() }
        #expect(server.clientCount == 2)

        _ = fixture.perform(.select(column: .id("hour"), row: .index(21), animated: true))
        flooder.send(String(repeating: #"{"id":1,"cmd":"screenshot"}"# + "\n", count: 120))
        try turn()
        other.send(#"{"id":2,"cmd":"ping"}"# + "\n")
        try turn()
        #expect(other.lines.first?["result"]?["pong"] == .bool(true), "answered in the turn that read it")

        var framesWhileMoving: [Int] = []
        var repliesPerTurn: [Int] = []
        var answered = flooder.lines.count
        for _ in 0..<3000 where answered < 120 {
            let frames = fixture.kiosk.picker.framesShown
            let moving = fixture.kiosk.picker.isMoving
            try turn()
            if moving { framesWhileMoving.append(fixture.kiosk.picker.framesShown - frames) }
            repliesPerTurn.append(flooder.lines.count - answered)
            answered = flooder.lines.count
        }
        #expect(answered == 120, "every screenshot is answered")
        #expect(repliesPerTurn.allSatisfy { $0 <= limits.linesPerTurn }, "screenshots a turn: \(repliesPerTurn)")
        #expect(framesWhileMoving.count > 5 && framesWhileMoving.allSatisfy { $0 == 1 }, "frames a turn while moving: \(framesWhileMoving)")
        #expect(fixture.kiosk.picker.selection[0].row == 21)
    }
}
