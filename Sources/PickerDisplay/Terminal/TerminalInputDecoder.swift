import PickerCore

/// What a terminal's keyboard and mouse said, before it becomes picker input.
enum TerminalInput: Equatable {
    case key(Key)
    /// The mouse wheel: one step toward higher (+1) or lower (-1) rows, over this cell (1-based).
    case wheel(Int, column: Int, row: Int)
    /// The left button; cell coordinates are 1-based, as xterm's SGR reports give them.
    case mouse(TouchEvent.Phase, column: Int, row: Int)
    /// Ctrl-C in raw mode, where the terminal no longer turns it into SIGINT.
    case interrupt
}

/// Decodes the bytes a terminal sends in raw mode: plain keys, CSI/SS3 cursor
/// keys, and xterm SGR mouse reports (`ESC [ < b ; x ; y M|m`). Sequences may
/// be split across reads; unknown ones are skipped, never fatal.
struct TerminalInputDecoder {
    private var pending: [UInt8] = []
    private var buttonDown = false
    /// Longer than any sequence we understand: past this a partial sequence is garbage.
    private static let maximumSequence = 32

    /// Decodes one read. A lone ESC at the end of a read is the Escape key
    /// (a real sequence arrives in one write, so its tail would be here too).
    mutating func decode(_ bytes: [UInt8]) -> [TerminalInput] {
        pending += bytes
        var inputs: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte != 0x1B {
                if let input = TerminalInputDecoder.plainKey(byte) { inputs.append(input) }
                index += 1
                continue
            }
            switch parseEscape(from: index) {
            case .complete(let input, let length):
                if let input { inputs.append(input) }
                index += length
            case .incomplete:
                if index + 1 == pending.count {
                    inputs.append(.key(.escape))
                    index += 1
                } else if pending.count - index > TerminalInputDecoder.maximumSequence {
                    index += 1
                } else {
                    pending.removeFirst(index)
                    return inputs
                }
            }
        }
        pending.removeAll()
        return inputs
    }

    private static func plainKey(_ byte: UInt8) -> TerminalInput? {
        switch byte {
        case 0x0D, 0x0A: .key(.enter)
        case 0x09: .key(.tab)
        case 0x03: .interrupt
        case UInt8(ascii: "k"): .key(.up)
        case UInt8(ascii: "j"): .key(.down)
        case UInt8(ascii: "h"): .key(.left)
        case UInt8(ascii: "l"): .key(.right)
        case UInt8(ascii: "q"): .key(.escape)
        default: nil
        }
    }

    private enum Parse {
        /// A whole sequence of `length` bytes; nil input when it means nothing to the picker.
        case complete(TerminalInput?, length: Int)
        case incomplete
    }

    private mutating func parseEscape(from start: Int) -> Parse {
        guard start + 1 < pending.count else { return .incomplete }
        let introducer = pending[start + 1]
        if introducer == UInt8(ascii: "O") {
            guard start + 2 < pending.count else { return .incomplete }
            return .complete(TerminalInputDecoder.cursorKey(pending[start + 2]), length: 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // ESC followed by an ordinary byte: Alt+key, or Escape typed before another key.
            return .complete(.key(.escape), length: 1)
        }
        // CSI: parameter bytes 0x30-0x3F, intermediates 0x20-0x2F, one final byte 0x40-0x7E.
        var end = start + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return .incomplete }
        let final = pending[end]
        let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        guard (0x40...0x7E).contains(final) else { return .complete(nil, length: length) }
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return .complete(mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")), length: length)
        }
        if final == UInt8(ascii: "~") {
            switch parameters {
            case "5": return .complete(.key(.pageup), length: length)
            case "6": return .complete(.key(.pagedown), length: length)
            default: return .complete(nil, length: length)
            }
        }
        return .complete(TerminalInputDecoder.cursorKey(final), length: length)
    }

    private static func cursorKey(_ final: UInt8) -> TerminalInput? {
        switch final {
        case UInt8(ascii: "A"): .key(.up)
        case UInt8(ascii: "B"): .key(.down)
        case UInt8(ascii: "C"): .key(.right)
        case UInt8(ascii: "D"): .key(.left)
        case UInt8(ascii: "Z"): .key(.left)
        default: nil
        }
    }

    /// `b;x;y` of an SGR mouse report. Bit 5 of b marks motion, 64/65 the wheel, low bits the button.
    private mutating func mouse(_ fields: Substring, released: Bool) -> TerminalInput? {
        let numbers = fields.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let (button, column, row) = (numbers[0], numbers[1], numbers[2])
        if button & 64 != 0 { return released ? nil : .wheel(button & 1 == 0 ? -1 : 1, column: column, row: row) }
        guard button & 3 == 0 else { return nil }
        if released {
            guard buttonDown else { return nil }
            buttonDown = false
            return .mouse(.up, column: column, row: row)
        }
        if button & 32 != 0 {
            return buttonDown ? .mouse(.move, column: column, row: row) : nil
        }
        buttonDown = true
        return .mouse(.down, column: column, row: row)
    }
}
