/// A timed input trace (JSON Lines, one event a line, `t` in milliseconds since start):
///
///     {"t":0,"type":"touch","phase":"down","x":400,"y":240,"id":0}
///     {"t":900,"type":"key","key":"down"}
///     {"t":2900,"type":"key","key":"toggle_speech","phase":"up"}
///     {"t":950,"type":"encoder","delta":-2}
///     {"t":990,"type":"select","column":0,"row":5,"animated":true}
///
/// Blank lines are skipped. Times must not go backwards; a finger must be down
/// before it moves or lifts, and up before it lands again.
package struct Trace: Equatable, Sendable {
    /// A key line's `phase`: a press (the default) or, for a key that acts when held, its release.
    package enum KeyPhase: String, Sendable, CaseIterable { case down, up }

    package struct Entry: Equatable, Sendable {
        /// 1-based line in the trace file, for errors found while replaying.
        package var line: Int
        package var timeUs: Int64
        package var input: InputEvent
    }

    /// A trace may span at most an hour: it is replayed frame by frame.
    package static let maxTimeMs = 3_600_000
    /// Touch coordinates beyond this are no panel's.
    package static let maxCoordinatePx = Fixed(1_000_000)
    package static let maxEncoderDelta = 10_000

    package var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }

    package static func parse(_ bytes: [UInt8]) throws(TraceError) -> Trace {
        var entries: [Entry] = []
        var fingersDown: Set<Int> = []
        var lineNumber = 0
        for lineBytes in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard lineBytes.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            let entry: Entry
            do {
                entry = try parseLine(Array(lineBytes), line: lineNumber)
            } catch {
                throw TraceError(line: lineNumber, message: error.description)
            }
            if let previous = entries.last, entry.timeUs < previous.timeUs {
                throw TraceError(line: lineNumber, message: "t goes backwards (\(entry.timeUs / 1000) ms after \(previous.timeUs / 1000) ms)")
            }
            if case .touch(let touch) = entry.input {
                switch touch.phase {
                case .down:
                    guard fingersDown.insert(touch.id).inserted else {
                        throw TraceError(line: lineNumber, message: "finger \(touch.id) is already down")
                    }
                case .move, .up, .cancel:
                    guard fingersDown.contains(touch.id) else {
                        throw TraceError(line: lineNumber, message: "finger \(touch.id) is not down (\"\(touch.phase.rawValue)\" needs a \"down\" first)")
                    }
                    if touch.phase != .move { fingersDown.remove(touch.id) }
                }
            }
            entries.append(entry)
        }
        return Trace(entries: entries)
    }

    private static func parseLine(_ bytes: [UInt8], line: Int) throws(ConfigError) -> Entry {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw ConfigError(path: "", message: "not valid JSON: column \(error.column): \(error.message)") }
        var reader = try ObjectReader(document, path: "")
        let timeMs = try reader.required("t", Decode.fixed(in: .zero...Fixed(maxTimeMs)))
        let timeUs = Int64((timeMs * 1000).rounded)
        let type = try reader.required("type", Decode.string)
        let input: InputEvent
        switch type {
        case "touch":
            let phase = try reader.required("phase", Decode.choice(TouchEvent.Phase.self))
            let coordinate = Decode.fixed(in: -maxCoordinatePx...maxCoordinatePx)
            let x = try reader.required("x", coordinate)
            let y = try reader.required("y", coordinate)
            let id = try reader.optional("id", Decode.int(in: 0...1_000_000)) ?? 0
            input = .touch(TouchEvent(phase: phase, id: id, x: x, y: y))
        case "key":
            let key = try reader.required("key", Decode.choice(Key.self))
            input = try reader.optional("phase", Decode.choice(Trace.KeyPhase.self)) == .up ? .keyReleased(key) : .key(key)
        case "encoder":
            input = .encoder(delta: try reader.required("delta", Decode.int(in: -maxEncoderDelta...maxEncoderDelta)))
        case "wheel":
            let delta = try reader.required("delta", Decode.int(in: -maxEncoderDelta...maxEncoderDelta))
            let coordinate = Decode.fixed(in: -maxCoordinatePx...maxCoordinatePx)
            input = .wheel(delta: delta, x: try reader.required("x", coordinate), y: try reader.required("y", coordinate))
        case "select":
            let column = try reader.required("column", Decode.int(in: 0...Int(Int32.max)))
            let row = try reader.required("row", Decode.int(in: 0...Int(Int32.max)))
            let animated = try reader.optional("animated", Decode.bool) ?? true
            input = .select(column: column, row: row, animated: animated)
        default:
            let meant = KeySpelling.meantChoice(type, among: ["touch", "key", "encoder", "wheel", "select"]).map { "; did you mean \($0.quotedForMessage)?" } ?? ""
            throw ConfigError(path: "type", message: "expected \"touch\", \"key\", \"encoder\", \"wheel\" or \"select\", got \"\(type)\"" + meant)
        }
        try reader.finish()
        return Entry(line: line, timeUs: timeUs, input: input)
    }
}
