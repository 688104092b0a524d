import PickerCore
import PickerRender
import PickerSystem

/// A preview of the panel in a terminal: 24-bit colour, two pixels a cell,
/// keys and the mouse as input. The picker is drawn at its real size into an
/// offscreen frame and shrunk to fit the window, so what is previewed is what
/// the panel would show.
package final class TerminalDisplay: DisplayBackend {
    package let frame: PixelBuffer
    private let output: FileDescriptor
    private let input: FileDescriptor
    private let device: TerminalDevice
    private var grid: CellGrid
    private var scale: CellGrid.Scale
    private var shown: CellGrid?
    private var decoder = TerminalInputDecoder()
    private var status = ""
    private var isShutDown = false
    private var presentedFrames = 0
    private let clock: () -> Int64

    /// Takes over the terminal on `input`/`output` (raw mode, alternate screen, mouse reporting).
    package init(width: Int, height: Int, format: PixelFormat = .xrgb8888, input: FileDescriptor = FileDescriptor(rawValue: 0), output: FileDescriptor = StandardStreams.output,
                clock: @escaping () -> Int64 = MonotonicClock.nowUs) throws {
        self.clock = clock
        frame = PixelBuffer(width: width, height: height, format: format)
        self.input = input
        self.output = output
        device = try TerminalDevice.enterRawMode(input)
        (grid, scale) = TerminalDisplay.fit(width: width, height: height, window: (try? TerminalDevice.windowSize(output)) ?? (80, 24))
        // Alternate screen, hidden cursor, button-event mouse tracking with SGR coordinates.
        try? output.writeAll(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1002h\u{1B}[?1006h".utf8))
    }

    private static func fit(width: Int, height: Int, window: (columns: Int, rows: Int)) -> (CellGrid, CellGrid.Scale) {
        // The last row is kept for the status line.
        let available = (columns: max(window.columns, 1), rows: max(window.rows - 1, 1))
        let scale = CellGrid.Scale(frameWidth: width, frameHeight: height, columns: available.columns, rows: available.rows)
        let columns = min(available.columns, Int((Double(width) / scale.framePixelsPerCellPixel).rounded(.up)))
        let rows = min(available.rows, Int((Double(height) / scale.framePixelsPerCellPixel / 2).rounded(.up)))
        return (CellGrid(columns: columns, rows: rows), scale)
    }

    package var width: Int { frame.width }
    package var height: Int { frame.height }
    package var format: PixelFormat { frame.format }
    /// Frames are written synchronously; only input needs polling (`inputDescriptor`).
    package var pollDescriptor: FileDescriptor? { nil }
    package func readiness(nowUs: Int64) -> FrameReadiness { .now }
    /// Readable when keys or mouse reports arrive.
    package var inputDescriptor: FileDescriptor { input }

    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let startUs = clock()
        let damage = draw(frame, [])
        grid.update(from: frame, scale: scale, damage: damage)
        try flush()
        presentedFrames += 1
        let doneUs = clock()
        return FrameTiming(sequence: presentedFrames, drawStartUs: startUs, commitUs: doneUs, onScreenUs: doneUs)
    }

    private func flush() throws {
        let update = grid.ansiUpdate(from: shown)
        shown = grid
        guard !update.isEmpty else { return }
        try output.writeAll(Array(update.utf8), subject: "terminal")
    }

    package func handleEvents() throws -> [FrameTiming] { [] }

    /// A line under the picture (keys, the selection, a countdown).
    package func setStatus(_ text: String) throws {
        guard text != status else { return }
        status = text
        let line = String(text.prefix(grid.columns))
        try output.writeAll(Array("\u{1B}[\(grid.rows + 1);1H\u{1B}[0m\u{1B}[2K\(line)".utf8), subject: "terminal")
    }

    /// The window changed size (SIGWINCH): refit and repaint from the last frame.
    package func windowDidResize() throws {
        (grid, scale) = TerminalDisplay.fit(width: width, height: height, window: try TerminalDevice.windowSize(output))
        shown = nil
        try output.writeAll(Array("\u{1B}[0m\u{1B}[2J".utf8), subject: "terminal")
        grid.update(from: frame, scale: scale, damage: [frame.bounds])
        try flush()
        let text = status
        status = ""
        try setStatus(text)
    }

    /// What the terminal sent since the last call, as picker input; `interrupted` is Ctrl-C.
    package func readInput() throws -> (events: [InputEvent], interrupted: Bool) {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = try bytes.withUnsafeMutableBytes { try input.read(into: $0, subject: "terminal") }
        var events: [InputEvent] = []
        var interrupted = false
        for item in decoder.decode(Array(bytes[0..<count])) {
            switch item {
            case .key(let key): events.append(.key(key))
            case .wheel(let delta, let column, let row):
                // The column under the pointer turns, as a wheel does on any desktop; arrow keys stay with the focus.
                let point = scale.framePoint(cellColumn: column, cellRow: row)
                events.append(.wheel(delta: delta, x: Fixed(point.x), y: Fixed(point.y)))
            case .interrupt: interrupted = true
            case .mouse(let phase, let column, let row):
                let point = scale.framePoint(cellColumn: column, cellRow: row)
                events.append(.touch(TouchEvent(phase: phase, id: 0, x: Fixed(point.x), y: Fixed(point.y))))
            }
        }
        return (events, interrupted || count == 0)
    }

    /// Memory and a terminal have no panel to turn off.
    package var power: DisplayPower? { nil }
    package var shownPicture: PixelBuffer? { frame }
    /// Putting the terminal's modes back reports nothing: the terminal is where it would show.
    package var shutdownProblems: [String] { [] }

    package func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        try? output.writeAll(Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
        device.restore()
    }

    deinit { shutdown() }
}
