import PanelPicker
import PickerCore
import PickerDisplay
import PickerRender
import PickerSystem
import Testing

/// `calibrate`'s screen offscreen: what it draws for each target, and taps made through a
/// mis-mounted sensor (the decoded touches `InputDevices` hands over) to the checked fit.
@Suite struct CalibrationScreenTests {
    static let theme: ThemeConfig = {
        var theme = ThemeConfig()
        theme.background = RGBColor(red: 0, green: 0, blue: 0)
        theme.text = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
        theme.tint = RGBColor(red: 0xFF, green: 0, blue: 0)
        return theme
    }()

    /// Axes swapped, y inverted, 8 % offset and 5 % scale: where the sensor puts a tap on a normalised target.
    static func sensor(_ p: NormalisedPoint) -> NormalisedPoint {
        NormalisedPoint(x: 0.08 + 0.95 * p.y, y: 1 - 0.08 - 0.95 * p.x)
    }

    static func makeScreen(width: Int = 480, height: Int = 320, rotation: PanelRotation = .upright) throws -> (CalibrationScreen, OffscreenDisplay) {
        let display = OffscreenDisplay(width: width, height: height)
        let painter = try CalibrationPainter(theme: theme, width: width, height: height)
        let geometry = CalibrationGeometry(pictureWidth: width, pictureHeight: height, rotation: rotation)
        return (CalibrationScreen(session: CalibrationSession(geometry: geometry, points: .five), painter: painter, display: display, log: { _ in }), display)
    }

    /// A contact on `point` through the sensor, pressing in from 30 px off and lifting away as a resistive panel reads.
    static func tap(_ screen: CalibrationScreen, _ point: PicturePoint) -> CalibrationScreen.Outcome? {
        let geometry = screen.session.geometry
        let sensed = sensor(geometry.normalised(pictureX: point.x, pictureY: point.y))
        let size = geometry.scanoutSize
        let x = sensed.x * Double(size.width), y = sensed.y * Double(size.height)
        let wobble: [(Double, TouchEvent.Phase)] = [(30, .down), (12, .move), (0, .move), (0, .move), (0, .move), (0, .move), (-9, .move), (-25, .move)]
        for (off, phase) in wobble {
            _ = screen.handle(.touch(TouchEvent(phase: phase, id: 0, x: Fixed(raw: Int64((x + off) * 65536)), y: Fixed(raw: Int64((y - off) * 65536)))))
        }
        return screen.handle(.touch(TouchEvent(phase: .up, id: 0, x: Fixed(raw: Int64((x - 40) * 65536)), y: Fixed(raw: Int64(y * 65536)))))
    }

    @Test(arguments: [PanelRotation.upright, .quarter])
    func tapsThroughAMisMountedSensorFinishWithTheMatrixThatUndoesIt(rotation: PanelRotation) throws {
        let (screen, display) = try Self.makeScreen(rotation: rotation)
        var outcome: CalibrationScreen.Outcome?
        var targetsShown = 0
        while outcome == nil, let target = screen.session.target {
            try screen.drawIfReady(nowUs: 0)
            // The crosshair's arm in the text colour, its centre in the tint.
            #expect(display.frame.xrgb(x: target.x + 6, y: target.y) == 0xFFFFFF)
            #expect(display.frame.xrgb(x: target.x, y: target.y) == 0xFF0000)
            #expect(display.frame.xrgb(x: target.x + 6, y: target.y + 6) == 0)
            targetsShown += 1
            outcome = Self.tap(screen, target)
        }
        #expect(targetsShown == 6)
        guard case .finished(let fit) = outcome else {
            Issue.record("no fit: \(String(describing: outcome))")
            return
        }
        let expected = [0.0, -1 / 0.95, 0.92 / 0.95, 1 / 0.95, 0, -0.08 / 0.95]
        for (entry, value) in zip(fit.entries, expected) { #expect(abs(entry.double - value) < 1e-4) }
    }

    @Test func theInstructionIsDrawnAThirdOfTheWayDown() throws {
        let (screen, display) = try Self.makeScreen()
        try screen.drawIfReady(nowUs: 0)
        let band = (80..<112).flatMap { y in (0..<480).map { display.frame.xrgb(x: $0, y: y) } }
        #expect(band.filter { $0 != 0 }.count > 300)
        #expect(!screen.frameWanted)
        if let dir = FileSystem.environment("CALIBRATION_PNG_DIR") { try PNGCodec.write(display.frame, to: dir + "/calibrate-first-target.png") }
    }

    @Test func escapeCancels() throws {
        let (screen, _) = try Self.makeScreen()
        #expect(screen.handle(.key(.escape)) == .cancelled)
    }
}
